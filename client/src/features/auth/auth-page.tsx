import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, Redirect, useSearch } from 'wouter';
import { Logo } from '@/components/logo';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useDocumentTitle } from '@/lib/document-title';
import { T, useT } from '@/lib/i18n';
import { useAuth } from '@/session/auth-context';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Mode = 'login' | 'register';

export default function AuthPage() {
  const { user, isLoading } = useAuth();
  const search = useSearch();
  const [mode, setMode] = useState<Mode>(new URLSearchParams(search).get('mode') === 'register' ? 'register' : 'login');
  // A submitted form leads on to its own target after the product's delays; the page must not
  // send the new session to the dashboard on the way.
  const [submitted, setSubmitted] = useState(false);
  const say = useT();

  useDocumentTitle(say(mode === 'login' ? 'auth.tab.login' : 'auth.tab.register'));
  if (isLoading) return <PageSpinner />;
  if (user && !submitted) return <Redirect to="/dashboard" />;

  return (
    <main className="min-h-dvh bg-cream px-4 pt-4 pb-12 text-espresso">
      <Link href="/" className={buttonVariants({ variant: 'ghost', size: 'icon' })} aria-label={say('auth.back')}>
        <ArrowLeft />
      </Link>
      <div className="mx-auto mt-2 flex max-w-md flex-col items-center text-center">
        <Logo className="size-14" />
        <h1 className="mt-4 font-display text-3xl font-semibold">
          <T id={mode === 'login' ? 'auth.login.title' : 'auth.register.title'} />
        </h1>
        <p className="mt-1 text-muted-foreground">
          <T id={mode === 'login' ? 'auth.login.lead' : 'auth.register.lead'} />
        </p>
      </div>
      <Card className="mx-auto mt-6 max-w-md">
        <CardContent className="pt-6">
          <Tabs value={mode} onValueChange={(value) => setMode(value as Mode)}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">
                <T id="auth.tab.login" />
              </TabsTrigger>
              <TabsTrigger value="register">
                <T id="auth.tab.register" />
              </TabsTrigger>
            </TabsList>
            <TabsContent value="login" className="mt-6">
              <LoginForm onSubmitted={() => setSubmitted(true)} />
            </TabsContent>
            <TabsContent value="register" className="mt-6">
              <RegisterForm onSubmitted={() => setSubmitted(true)} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </main>
  );
}
