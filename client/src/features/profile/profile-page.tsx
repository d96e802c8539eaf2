import { LayoutDashboard } from 'lucide-react';
import { Link } from 'wouter';
import { WithBottomNav } from '@/components/bottom-nav';
import { PageHeader } from '@/components/page-header';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { AccountSecurity, EmailStatus } from '@/features/account';
import { useAuth } from '@/session/auth-context';
import { PhotoUploader } from './photo-uploader';
import { ProfileForm } from './profile-form';
import { SubscriptionBox } from './subscription-box';

export default function ProfilePage() {
  const { user, isAdmin } = useAuth();
  return (
    <WithBottomNav>
      <PageHeader title="My Profile" backHref="/dashboard" backLabel="Back to dashboard" />
      {!user ? (
        <div className="flex justify-center p-10">
          <Spinner label="Loading profile..." showLabel />
        </div>
      ) : (
        <div className="mx-auto flex max-w-md flex-col gap-5 px-4 py-6">
          <PhotoUploader user={user} />
          <EmailStatus user={user} />
          <Card>
            <CardContent className="pt-6">
              <ProfileForm user={user} />
            </CardContent>
          </Card>
          {isAdmin && (
            <Card>
              <CardHeader>
                <CardTitle className="flex items-center gap-2">
                  <LayoutDashboard className="size-5 text-gold" aria-hidden /> Admin Dashboard
                </CardTitle>
                <CardDescription>Manage Wellness Circles, posts and events.</CardDescription>
              </CardHeader>
              <CardContent>
                <Link href="/admin" className={buttonVariants({ className: 'w-full' })}>
                  Open Admin Dashboard
                </Link>
              </CardContent>
            </Card>
          )}
          <SubscriptionBox user={user} />
          <AccountSecurity />
        </div>
      )}
    </WithBottomNav>
  );
}
