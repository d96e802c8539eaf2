import type { TermsConsent } from '@contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ArrowLeft, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Field } from '@/components/ui/field';
import { toast } from '@/components/ui/use-toast';
import { api } from '@/lib/api';
import { endpoints } from '@/lib/endpoints';
import { T, t, useT } from '@/lib/i18n';
import { USER_QUERY_KEY, useAuth } from '@/session/auth-context';

const documentLink = 'font-medium text-primary underline underline-offset-4 dark:text-gold';

/** The three consents, each said by its message `terms.<key>` (the first links the two documents). */
const CONSENTS: ReadonlyArray<keyof TermsConsent> = ['termsAndPrivacy', 'notMentalHealth', 'ageVerification'];
const DOCUMENTS = {
  0: <Link href="/terms" className={documentLink} />,
  1: <Link href="/privacy" className={documentLink} />,
};

type Ticks = Record<keyof TermsConsent, boolean>;
const NONE_TICKED: Ticks = { termsAndPrivacy: false, notMentalHealth: false, ageVerification: false };
/** The boxes ticked so far, kept for the tab's session: reading the Terms and coming back keeps them. */
const TICKS_KEY = 'telve-consent-ticks';

function useTicks(): [Ticks, (update: (current: Ticks) => Ticks) => void] {
  const [ticks, setTicks] = useState<Ticks>(() => {
    try {
      return { ...NONE_TICKED, ...(JSON.parse(sessionStorage.getItem(TICKS_KEY) ?? '{}') as Partial<Ticks>) };
    } catch {
      return NONE_TICKED;
    }
  });
  const update = (change: (current: Ticks) => Ticks) =>
    setTicks((current) => {
      const next = change(current);
      try {
        sessionStorage.setItem(TICKS_KEY, JSON.stringify(next));
      } catch {
        // storage blocked: the ticks still hold while the page is open
      }
      return next;
    });
  return [ticks, update];
}

export default function TermsPage() {
  const { user } = useAuth();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [ticked, setTicked] = useTicks();
  const allTicked = Object.values(ticked).every(Boolean);
  const consent = useMutation({
    // The button is enabled only once all three are ticked: each is then `true`.
    mutationFn: () => api(endpoints.termsConsent, ticked as TermsConsent),
    onSuccess: (fresh) => {
      queryClient.setQueryData(USER_QUERY_KEY, fresh);
      try {
        sessionStorage.removeItem(TICKS_KEY);
      } catch {
        // storage blocked: nothing was kept
      }
      navigate('/initial-mood');
    },
    onError: () =>
      toast({ title: t('terms.failed.title'), description: t('terms.failed.description'), variant: 'destructive' }),
  });
  const say = useT();

  return (
    <main className="min-h-dvh bg-cream px-4 pt-4 pb-12 text-espresso">
      <Link href="/auth" className={buttonVariants({ variant: 'ghost', size: 'icon' })} aria-label={say('terms.back')}>
        <ArrowLeft />
      </Link>
      <div className="mx-auto max-w-md">
        <div className="mt-2 flex flex-col items-center text-center">
          <ShieldCheck className="size-10 text-gold" aria-hidden />
          <h1 className="mt-3 font-display text-3xl font-semibold">
            <T id="terms.title" />
          </h1>
          <p className="mt-1 text-muted-foreground">
            <T id="terms.lead" />
          </p>
        </div>
        <Card className="mt-6">
          <CardContent className="flex flex-col gap-4 pt-6">
            {CONSENTS.map((key) => (
              <Field key={key} label={<T id={`terms.${key}`} components={DOCUMENTS} />} layout="inline">
                <Checkbox
                  checked={ticked[key]}
                  onCheckedChange={(checked) => setTicked((current) => ({ ...current, [key]: checked === true }))}
                />
              </Field>
            ))}
          </CardContent>
        </Card>
        <Button
          size="lg"
          className="mt-6 w-full"
          disabled={!allTicked}
          loading={consent.isPending}
          onClick={() => (user ? consent.mutate() : navigate('/initial-mood'))}
        >
          <T id="terms.accept" />
        </Button>
      </div>
    </main>
  );
}
