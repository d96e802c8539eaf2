import { LayoutDashboard } from 'lucide-react';
import { Link } from 'wouter';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { SCREEN_COLUMN } from '@/components/screen-column';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { AccountSecurity, EmailStatus } from '@/features/account';
import { useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { NatalChartSection } from './natal-chart-section';
import { PhotoUploader } from './photo-uploader';
import { ProfileForm } from './profile-form';
import { SubscriptionBox } from './subscription-box';

/**
 * My Profile (/profile). On a phone one column; on a desktop the wide column in two: who the
 * member is (photo, email) beside what she edits and holds (the form, admin, Premium, security).
 * The order in the page is the phone's order in both, so reading and tabbing follow what is seen.
 */
export default function ProfilePage() {
  const { user, isAdmin } = useAuth();
  const say = useT();
  return (
    <WithBottomNav>
      <PageHeader title={say('title:/profile')} backHref="/dashboard" backLabel={say('back.dashboard')} width="wide" />
      {!user ? (
        <div className="flex justify-center p-10">
          <Spinner label={say('profile.loading')} showLabel />
        </div>
      ) : (
        <main
          className={`${SCREEN_COLUMN.wide} flex flex-col gap-5 py-6 lg:grid lg:grid-cols-[18rem_minmax(0,1fr)] lg:items-start lg:gap-8`}
        >
          <div data-profile-aside className="flex flex-col gap-5 lg:sticky lg:top-24">
            <PhotoUploader user={user} />
            <EmailStatus user={user} />
          </div>
          <div className="flex flex-col gap-5">
            <Card>
              <CardContent className="pt-6">
                <ProfileForm user={user} />
              </CardContent>
            </Card>
            <NatalChartSection />
            {isAdmin && (
              <Card>
                <CardHeader>
                  <CardTitle className="flex items-center gap-2">
                    <LayoutDashboard className="size-5 text-gold" aria-hidden /> {say('profile.admin.title')}
                  </CardTitle>
                  <CardDescription>{say('profile.admin.text')}</CardDescription>
                </CardHeader>
                <CardContent>
                  <Link href="/admin" className={buttonVariants({ className: 'w-full' })}>
                    {say('profile.admin.open')}
                  </Link>
                </CardContent>
              </Card>
            )}
            <SubscriptionBox user={user} />
            <AccountSecurity />
          </div>
        </main>
      )}
    </WithBottomNav>
  );
}
