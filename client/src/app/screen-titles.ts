/**
 * Each screen's title, by route (the screen's own heading where it has a fixed one); a screen whose
 * title depends on what it shows (the auth tabs) sets its own with useDocumentTitle.
 */
const SCREEN_TITLES: Record<string, string> = {
  '/': 'Welcome',
  '/auth': 'Sign In',
  '/terms-of-service': 'Terms of Service',
  '/terms': 'Terms of Service',
  '/privacy': 'Privacy Policy',
  '/forgot-password': 'Forgot Password',
  '/reset-password': 'Choose a New Password',
  '/verify-email': 'Confirm Your Email',
  '/goodbye': 'Goodbye',
  '/initial-mood': 'How Are You Feeling?',
  '/mood': 'How Are You Feeling Today?',
  '/dashboard': 'Dashboard',
  '/coffee-reading': 'Coffee Reading',
  '/reading': 'Coffee Reading',
  '/reading-results': 'Your Reading',
  '/premium': 'Premium Membership',
  '/premium-success': 'Premium Activated',
  '/profile': 'My Profile',
  '/settings': 'Settings',
  '/circle': 'Wellness Circle',
  '/journal': 'Coffee Journal',
  '/admin': 'Admin Dashboard',
  '/art-gallery': 'Art Gallery',
  '/compatibility': 'Compatibility',
};

/** The title of the screen at `path`; '404 Page Not Found' for a path no screen answers. */
export function screenTitleFor(path: string): string {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (SCREEN_TITLES[clean]) return SCREEN_TITLES[clean];
  if (/^\/circle\/[^/]+$/.test(clean)) return 'Circle';
  if (/^\/shared\/[^/]+$/.test(clean)) return 'A Shared Reading';
  return '404 Page Not Found';
}
