import { ADMIN_TEXT } from '@contract/admin-text';
import { TOASTS } from '@contract/messages';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { toast } from '@/components/ui/use-toast';
import { useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { ActivityTab } from './activity-tab';
import { CirclesTab } from './circles-tab';
import { CommentsTab } from './comments-tab';
import { EventsTab } from './events-tab';
import { PostsTab } from './posts-tab';

const TABS = [
  ['circles', ADMIN_TEXT.tabs.circles, CirclesTab],
  ['posts', ADMIN_TEXT.tabs.posts, PostsTab],
  ['comments', ADMIN_TEXT.tabs.comments, CommentsTab],
  ['events', ADMIN_TEXT.tabs.events, EventsTab],
  ['activity', ADMIN_TEXT.tabs.activity, ActivityTab],
] as const;

/** The admin dashboard; members who are not administrators are told so and sent to /. */
export default function AdminPage() {
  const { isAdmin } = useAuth();
  const say = useT();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!isAdmin) {
      toast({ ...TOASTS.accessDenied, variant: 'destructive' });
      navigate('/');
    }
  }, [isAdmin, navigate]);
  if (!isAdmin) return null;
  return (
    <main className="min-h-dvh bg-cream text-espresso">
      <header className="flex items-start justify-between gap-4 border-b border-border px-4 py-5 sm:px-8">
        <div>
          <h1 className="font-display text-3xl font-semibold">{say(ADMIN_TEXT.title)}</h1>
          <p className="text-muted-foreground">{say(ADMIN_TEXT.subtitle)}</p>
        </div>
        <Link href="/" className={buttonVariants({ variant: 'outline', className: 'shrink-0' })}>
          {say(ADMIN_TEXT.exit)}
        </Link>
      </header>
      <Tabs defaultValue="circles" className="mx-auto max-w-6xl px-4 py-5 sm:px-8">
        <TabsList className="overflow-x-auto">
          {TABS.map(([value, label]) => (
            <TabsTrigger key={value} value={value}>
              {say(label)}
            </TabsTrigger>
          ))}
        </TabsList>
        {/* Every tab stays mounted, so all lists load when the dashboard opens and keep their state. */}
        {TABS.map(([value, , Tab]) => (
          <TabsContent key={value} value={value} forceMount className="data-[state=inactive]:hidden">
            <Tab />
          </TabsContent>
        ))}
      </Tabs>
    </main>
  );
}
