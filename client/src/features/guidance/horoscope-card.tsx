import type { User } from '@contract/auth';
import { FORM_MESSAGES } from '@contract/messages';
import { ROUTES } from '@contract/routes';
import { type ZodiacSign, zodiacSignFor } from '@contract/zodiac-signs';
import { ChevronDown, Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ShareCardButton } from '@/features/share';
import { useClock } from '@/lib/clock';
import { T, useT } from '@/lib/i18n';
import { GuidanceSection } from './guidance-card';
import { HoroscopeInsights } from './horoscope-insights';
import { HoroscopeSkeleton } from './horoscope-skeleton';
import { SaveToJournalButton } from './save-to-journal-button';
import { SkyHint } from './sky-hint';
import { HOROSCOPE_FALLBACK, useHoroscope } from './use-daily-guidance';

const NO_BIRTH_DATE_HINT = FORM_MESSAGES.horoscopeNeedsBirthDate;

/**
 * The day's horoscope, led by its headline (one line for the day's sky) and the sky chips; 'Read
 * more' opens the full horoscope and, for premium members, the detailed insights.
 */
export function HoroscopeSection({ user, isPremium }: { user: User; isPremium: boolean }) {
  const sign = user.dateOfBirth ? zodiacSignFor(user.dateOfBirth) : null;
  const { today, dayLabel } = useClock();
  const horoscope = useHoroscope(sign, isPremium, today);
  const loading = sign !== null && horoscope.isPending;
  const [open, setOpen] = useState(false);
  const fullId = useId();
  const data = horoscope.data;
  const say = useT();
  const fallback = say(HOROSCOPE_FALLBACK);
  const signName = (name: ZodiacSign) => say(`sign.${name}`);

  return (
    <GuidanceSection
      icon={Sparkles}
      heading={say('guidance.horoscope.title')}
      titleId="horoscope-title"
      subtitle={sign ? `${signName(sign)} · ${dayLabel}` : dayLabel}
      busy={loading}
      footer={
        sign && (
          <div className="flex w-full items-center justify-between gap-2">
            <SaveToJournalButton
              target={
                data ? { kind: 'horoscope', sign: data.sign, date: data.date, content: data.text || fallback } : null
              }
            />
            {/* Always there, so the footer does not grow when the horoscope arrives. */}
            <div className="-mr-2 flex items-center">
              <ShareCardButton
                label={say('guidance.horoscope.share')}
                card={
                  data
                    ? {
                        url: `${ROUTES.horoscopeShareCard.path}?${new URLSearchParams({ sign: data.sign, date: data.date })}`,
                        fileName: `telve-horoscope-${data.date}.png`,
                        title: `${signName(data.sign)} · ${dayLabel}`,
                        linkPath: '/dashboard',
                      }
                    : null
                }
              />
              <Button
                variant="ghost"
                size="sm"
                className="h-11"
                aria-expanded={open}
                aria-controls={fullId}
                disabled={!data}
                onClick={() => setOpen((was) => !was)}
              >
                <T id={open ? 'guidance.horoscope.less' : 'guidance.horoscope.more'} />
                <ChevronDown aria-hidden className={cn('transition-transform', open && 'rotate-180')} />
              </Button>
            </div>
          </div>
        )
      }
    >
      {!sign ? (
        <div className="flex flex-col items-start gap-3">
          <p className="leading-relaxed">
            <T id={NO_BIRTH_DATE_HINT} />
          </p>
          <Link href="/profile" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'h-11' })}>
            <T id="guidance.horoscope.toProfile" />
          </Link>
        </div>
      ) : loading ? (
        <>
          <span role="status" className="sr-only">
            <T id="guidance.horoscope.loading" />
          </span>
          {/* Shaped and sized like the headline and the sky chips, so nothing below moves. */}
          <HoroscopeSkeleton />
        </>
      ) : data ? (
        <>
          {/* Three lines kept for the headline (at most 90 characters), so a short one moves nothing. */}
          <p className="min-h-[5.15625rem] font-display text-xl leading-snug font-medium">
            {data.headline || fallback}
          </p>
          <SkyHint sky={data.sky} />
          <div id={fullId} hidden={!open} className="flex flex-col gap-4">
            <p className="leading-relaxed">{data.text || fallback}</p>
            {data.insights && <HoroscopeInsights insights={data.insights} />}
          </div>
        </>
      ) : (
        <div className="flex min-h-[5.15625rem] flex-col items-start gap-3">
          <p className="leading-relaxed text-muted-foreground">
            <T id="guidance.horoscope.failed" />
          </p>
          <Button variant="outline" size="sm" className="h-11" onClick={() => horoscope.refetch()}>
            <T id="tryAgain" />
          </Button>
        </div>
      )}
    </GuidanceSection>
  );
}
