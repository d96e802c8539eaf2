import { Crown, MessageCircleHeart } from 'lucide-react';
import { Link } from 'wouter';
import { buttonVariants } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { ChatBox } from './chat-box';

/** The ask chat for premium members; everyone else is invited to upgrade. */
export function AskSection({ readingId, isPremium }: { readingId: number; isPremium: boolean }) {
  const say = useT();
  return (
    <section aria-labelledby="ask-reader" className="flex flex-col gap-3">
      <h2 id="ask-reader" className="flex items-center gap-2 font-display text-2xl font-semibold">
        <MessageCircleHeart className="size-6 text-gold" aria-hidden /> {say('reading.ask.title')}
      </h2>
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          {isPremium ? (
            <ChatBox readingId={readingId} />
          ) : (
            <div className="flex flex-col items-center gap-4 text-center">
              <p className="text-muted-foreground">{say('reading.ask.premium')}</p>
              <Link href="/premium" className={buttonVariants({ size: 'lg', className: 'w-full' })}>
                <Crown aria-hidden /> {say('premium.upgrade')}
              </Link>
            </div>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
