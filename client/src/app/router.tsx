import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageSpinner } from '@/components/ui/page-spinner';
import LandingPage from '@/features/landing/landing-page';
import { ProtectedRoute, PublicOnlyRoute } from './protected-route';

// Every page but the landing page loads on demand, so the first load stays small.
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);
const AuthPage = page(() => import('@/features/auth/auth-page'));
const TermsPage = page(() => import('@/features/auth/terms-page'));
const InitialMoodPage = page(() => import('@/features/moods/initial-mood-page'));
const MoodPage = page(() => import('@/features/moods/mood-page'));
const DashboardPage = page(() => import('@/features/guidance/dashboard-page'));
const CoffeeReadingPage = page(() => import('@/features/reading/coffee-reading-page'));
const ReadingResultsPage = page(() => import('@/features/reading/reading-results-page'));
const PremiumPage = page(() => import('@/features/membership/premium-page'));
const PremiumSuccessPage = page(() => import('@/features/membership/premium-success-page'));
const ProfilePage = page(() => import('@/features/profile/profile-page'));
const SettingsPage = page(() => import('@/features/profile/settings-page'));
const CircleHubPage = page(() => import('@/features/circles/circle-hub-page'));
const CircleDetailPage = page(() => import('@/features/circles/circle-detail-page'));
const JournalPage = page(() => import('@/features/journal/journal-page'));
const AdminPage = page(() => import('@/features/admin/admin-page'));
const ArtGalleryPage = page(() => import('@/features/gallery/art-gallery-page'));
const ForgotPasswordPage = page(() => import('@/features/account/forgot-password-page'));
const ResetPasswordPage = page(() => import('@/features/account/reset-password-page'));
const VerifyEmailPage = page(() => import('@/features/account/verify-email-page'));
const GoodbyePage = page(() => import('@/features/account/goodbye-page'));
const NotFoundPage = page(() => import('@/features/not-found/not-found-page'));

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
];

/** The route table. */
export function AppRouter() {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Switch>
        <Route path="/">
          <PublicOnlyRoute>
            <LandingPage />
          </PublicOnlyRoute>
        </Route>
        <Route path="/auth" component={AuthPage} />
        <Route path="/terms-of-service" component={TermsPage} />
        <Route path="/forgot-password" component={ForgotPasswordPage} />
        <Route path="/reset-password" component={ResetPasswordPage} />
        <Route path="/verify-email" component={VerifyEmailPage} />
        <Route path="/goodbye" component={GoodbyePage} />
        {PROTECTED.map(([path, Page]) => (
          <Route key={path} path={path}>
            <ProtectedRoute>
              <Page />
            </ProtectedRoute>
          </Route>
        ))}
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}
