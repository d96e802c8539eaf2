import type { CoffeeReading } from '@contract/reading';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { type MessageId, useT } from '@/lib/i18n';

/** The reading itself: when and for what it was read, its paragraphs, and what a reading is for. */
export function ReadingText({ reading }: { reading: CoffeeReading }) {
  const say = useT();
  const paragraphs = reading.reading.split(/\n\s*\n/).filter((p) => p.trim() !== '');
  // Its area of life is one of the contract's words (Love, Career...), shown in her language by its English.
  const category = reading.category && say(reading.category as MessageId);
  const context = [formatDate(reading.createdAt), category].filter(Boolean).join(' · ');
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
        <div className="flex flex-col gap-1">
          <p className="text-sm font-medium text-gold">{context}</p>
          {reading.intention && <p className="font-display text-xl italic leading-snug">“{reading.intention}”</p>}
        </div>
        <section aria-labelledby="cup-says" className="flex flex-col gap-4 leading-relaxed">
          <h2 id="cup-says" className="sr-only">
            {say('reading.text.says')}
          </h2>
          {paragraphs.map((paragraph, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one fixed text
            <p key={index} className="whitespace-pre-line">
              {paragraph.trim()}
            </p>
          ))}
        </section>
        {/* A cup's reading says what it is (issue 33's framing); a care answer is not a reading. */}
        {reading.symbols.length > 0 && (
          <p className="border-t border-border pt-3 text-xs leading-relaxed text-muted-foreground">
            {say('reading.text.framing')}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
