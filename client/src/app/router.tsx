import type { ComponentType } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import LandingPage from '@/features/landing/landing-page';
import { useDocumentTitle } from '@/lib/document-title';
import { useCatalog } from '@/lib/i18n';
import { lazyPage } from '@/lib/pages';
import { ProtectedRoute, PublicOnlyRoute } from './protected-route';
import { RouteFrame, RouteLoading } from './route-frame';
import { screenTitleFor } from './screen-titles';

// Every page but the landing page loads on demand, so the first load stays small; with its code
// come the catalogs of the words it shows, in the member's language.
const AuthPage = lazyPage('/auth', () => import('@/features/auth/auth-page'), 'auth');
const TermsPage = lazyPage('/terms-of-service', () => import('@/features/auth/terms-page'), 'auth');
const InitialMoodPage = lazyPage('/initial-mood', () => import('@/features/moods/initial-mood-page'), 'moods');
const MoodPage = lazyPage('/mood', () => import('@/features/moods/mood-page'), 'moods');
const DashboardPage = lazyPage(
  '/dashboard',
  () => import('@/features/guidance/dashboard-page'),
  'guidance',
  'journal',
  'share',
);
const CoffeeReadingPage = lazyPage(
  '/coffee-reading',
  () => import('@/features/reading/coffee-reading-page'),
  'reading',
);
const ReadingResultsPage = lazyPage(
  '/reading-results',
  () => import('@/features/reading/reading-results-page'),
  'journal',
  'reading',
  'share',
);
const PremiumPage = lazyPage('/premium', () => import('@/features/membership/premium-page'), 'membership');
const PremiumSuccessPage = lazyPage(
  '/premium-success',
  () => import('@/features/membership/premium-success-page'),
  'membership',
);
const ProfilePage = lazyPage(
  '/profile',
  () => import('@/features/profile/profile-page'),
  'profile',
  'account',
  'natal',
);
const SettingsPage = lazyPage(
  '/settings',
  () => import('@/features/profile/settings-page'),
  'profile',
  'account',
  'auth',
  'settings',
  'reminders',
);
const CircleHubPage = lazyPage('/circle', () => import('@/features/circles/circle-hub-page'), 'circles');
const CircleDetailPage = lazyPage('/circle/:id', () => import('@/features/circles/circle-detail-page'), 'circles');
const JournalPage = lazyPage('/journal', () => import('@/features/journal/journal-page'), 'journal');
const AdminPage = lazyPage('/admin', () => import('@/features/admin/admin-page'), 'admin');
const ArtGalleryPage = lazyPage('/art-gallery', () => import('@/features/gallery/art-gallery-page'), 'gallery');
const CompatibilityPage = lazyPage('/compatibility', () => import('@/features/natal/compatibility-page'), 'natal');
const TermsOfUsePage = lazyPage('/terms', () => import('@/features/legal/terms-page'), 'legal');
const PrivacyPage = lazyPage('/privacy', () => import('@/features/legal/privacy-page'), 'legal');
const ForgotPasswordPage = lazyPage(
  '/forgot-password',
  () => import('@/features/account/forgot-password-page'),
  'account',
);
const ResetPasswordPage = lazyPage(
  '/reset-password',
  () => import('@/features/account/reset-password-page'),
  'account',
);
const VerifyEmailPage = lazyPage('/verify-email', () => import('@/features/account/verify-email-page'), 'account');
const GoodbyePage = lazyPage('/goodbye', () => import('@/features/account/goodbye-page'), 'account');
const SharedReadingPage = lazyPage('/shared/:token', () => import('@/features/share/shared-reading-page'), 'share');
const NotFoundPage = lazyPage('404', () => import('@/features/not-found/not-found-page'));

const PROTECTED: Array<[string, ComponentType]> = [
  ['/initial-mood', InitialMoodPage],
  ['/mood', MoodPage],
  ['/dashboard', DashboardPage],
  ['/coffee-reading', CoffeeReadingPage],
  ['/reading', CoffeeReadingPage],
  ['/reading-results', ReadingResultsPage],
  ['/premium', PremiumPage],
  ['/premium-success', PremiumSuccessPage],
  ['/profile', ProfilePage],
  ['/settings', SettingsPage],
  ['/circle', CircleHubPage],
  ['/circle/:id', CircleDetailPage],
  ['/journal', JournalPage],
  ['/admin', AdminPage],
  ['/art-gallery', ArtGalleryPage],
  ['/compatibility', CompatibilityPage],
];

/** Names the current screen in the document title (a screen may name itself more precisely), in the member's language. */
function ScreenTitle() {
  const [location] = useLocation();
  useCatalog();
  useDocumentTitle(screenTitleFor(location));
  return null;
}

/** The public routes loaded on demand (their error view names each by its pattern: `what:<route>` in the shared catalog). */
const PUBLIC: Array<[string, ComponentType]> = [
  ['/auth', AuthPage],
  ['/terms-of-service', TermsPage],
  ['/terms', TermsOfUsePage],
  ['/privacy', PrivacyPage],
  ['/forgot-password', ForgotPasswordPage],
  ['/reset-password', ResetPasswordPage],
  ['/verify-email', VerifyEmailPage],
  ['/goodbye', GoodbyePage],
  ['/shared/:token', SharedReadingPage],
];

/**
 * The route table. Each route is framed (RouteFrame): its skeleton while its code loads, and its
 * own error boundary, so one screen failing never blanks the app.
 */
export function AppRouter() {
  return (
    <>
      <ScreenTitle />
      <Switch>
        <Route path="/">
          <RouteFrame pattern="/">
            <PublicOnlyRoute>
              <LandingPage />
            </PublicOnlyRoute>
          </RouteFrame>
        </Route>
        {PUBLIC.map(([path, Page]) => (
          <Route key={path} path={path}>
            <RouteFrame pattern={path}>
              <Page />
            </RouteFrame>
          </Route>
        ))}
        {PROTECTED.map(([path, Page]) => (
          <Route key={path} path={path}>
            <RouteFrame pattern={path}>
              <ProtectedRoute loading={<RouteLoading pattern={path} />}>
                <Page />
              </ProtectedRoute>
            </RouteFrame>
          </Route>
        ))}
        <Route>
          <RouteFrame pattern="404">
            <NotFoundPage />
          </RouteFrame>
        </Route>
      </Switch>
    </>
  );
}
