import type { User } from '@contract/auth';
import { FORM_MESSAGES } from '@contract/messages';
import { zodiacSignFor } from '@contract/zodiac-signs';
import { Sparkles } from 'lucide-react';
import { Link } from 'wouter';
import { Button, buttonVariants } from '@/components/ui/button';
import { useClock } from '@/lib/clock';
import { GuidanceCard } from './guidance-card';
import { HoroscopeInsights } from './horoscope-insights';
import { HoroscopeSkeleton } from './horoscope-skeleton';
import { SaveToJournalButton } from './save-to-journal-button';
import { SkyHint } from './sky-hint';
import { HOROSCOPE_FALLBACK, useHoroscope } from './use-daily-guidance';

const NO_BIRTH_DATE_HINT = FORM_MESSAGES.horoscopeNeedsBirthDate;

/** The daily horoscope for the member's sign; premium members also see the detailed insights. */
export function HoroscopeCard({ user, isPremium }: { user: User; isPremium: boolean }) {
  const sign = user.dateOfBirth ? zodiacSignFor(user.dateOfBirth) : null;
  const { today, dayLabel } = useClock();
  const horoscope = useHoroscope(sign, isPremium, today);
  const loading = sign !== null && horoscope.isPending;

  return (
    <GuidanceCard
      icon={Sparkles}
      title="Daily Horoscope"
      titleId="horoscope-title"
      subtitle={sign ? `${sign} · ${dayLabel}` : dayLabel}
      busy={loading}
      footer={
        sign && (
          <SaveToJournalButton
            target={
              horoscope.data
                ? {
                    kind: 'horoscope',
                    sign: horoscope.data.sign,
                    date: horoscope.data.date,
                    content: horoscope.data.text || HOROSCOPE_FALLBACK,
                  }
                : null
            }
          />
        )
      }
    >
      {!sign ? (
        <div className="flex flex-col items-start gap-3">
          <p className="leading-relaxed">{NO_BIRTH_DATE_HINT}</p>
          <Link href="/profile" className={buttonVariants({ variant: 'outline', size: 'sm', className: 'h-11' })}>
            Go to my profile
          </Link>
        </div>
      ) : loading ? (
        <>
          <span role="status" className="sr-only">
            Reading today's sky...
          </span>
          {/* Shaped and sized like the answer (measured on answers of 470-600 characters at each
              width), so nothing below moves when it arrives. */}
          <HoroscopeSkeleton premium={isPremium} />
        </>
      ) : horoscope.data ? (
        <>
          <p className="leading-relaxed">{horoscope.data.text || HOROSCOPE_FALLBACK}</p>
          {horoscope.data.sky && <SkyHint sky={horoscope.data.sky} />}
          {horoscope.data.insights && <HoroscopeInsights insights={horoscope.data.insights} />}
        </>
      ) : (
        <div className="flex flex-col items-start gap-3">
          <p className="leading-relaxed text-muted-foreground">Your horoscope could not be read just now.</p>
          <Button variant="outline" size="sm" className="h-11" onClick={() => horoscope.refetch()}>
            Try again
          </Button>
        </div>
      )}
    </GuidanceCard>
  );
}
