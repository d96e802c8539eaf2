import { TOASTS } from '@contract/messages';
import { LayoutDashboard } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { useAuth } from '@/features/auth/auth-context';

/** The admin dashboard's gate and frame; the management tabs arrive with the admin issue. */
export default function AdminPage() {
  const { isAdmin } = useAuth();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!isAdmin) {
      toast({
        ...TOASTS.accessDenied,
        variant: 'destructive',
      });
      navigate('/');
    }
  }, [isAdmin, navigate]);
  if (!isAdmin) return null;
  return (
    <main className="min-h-dvh bg-cream text-espresso">
      <header className="flex items-start justify-between gap-4 border-b border-border px-4 py-5">
        <div>
          <h1 className="font-display text-3xl font-semibold">Admin Dashboard</h1>
          <p className="text-muted-foreground">Manage Wellness Circles, Posts, Events, and more</p>
        </div>
        <Link href="/" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
          Exit Admin
        </Link>
      </header>
      <Card className="m-4">
        <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
          <LayoutDashboard className="size-10 text-gold" aria-hidden />
          <p className="max-w-xs text-muted-foreground">Circle, post and event management is being prepared.</p>
        </CardContent>
      </Card>
    </main>
  );
}
