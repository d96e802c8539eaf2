import type { LifeArea, ReadingSymbol, YourReading } from '@contract/reading';
import { SymbolPicture } from '@/components/symbol-picture';
import { Badge, type BadgeVariant } from '@/components/ui/badge';
import { type MessageId, useT } from '@/lib/i18n';

const ZONES: Record<ReadingSymbol['zone'], MessageId> = {
  rim: 'reading.symbols.zone.rim',
  side: 'reading.symbols.zone.side',
  bottom: 'reading.symbols.zone.bottom',
  handle: 'reading.symbols.zone.handle',
};

const TONES: Record<ReadingSymbol['tone'], { label: MessageId; variant: BadgeVariant }> = {
  fortunate: { label: 'reading.symbols.tone.fortunate', variant: 'success' },
  cautionary: { label: 'reading.symbols.tone.cautionary', variant: 'secondary' },
  neutral: { label: 'reading.symbols.tone.neutral', variant: 'outline' },
};

const AREAS: Record<LifeArea, MessageId> = {
  general: 'reading.symbols.area.general',
  love: 'reading.symbols.area.love',
  career: 'reading.symbols.area.career',
  health: 'reading.symbols.area.health',
};

/**
 * The shapes seen in the cup, in the order the reading takes them. The reading already says what
 * each means for its question and how it lies; a card adds what the shape means elsewhere in life.
 */
export function SymbolList({ symbols, elsewhere }: { symbols: ReadingSymbol[]; elsewhere: YourReading['elsewhere'] }) {
  const say = useT();
  if (symbols.length === 0) return null;
  return (
    <section aria-labelledby="cup-symbols" className="flex flex-col gap-3">
      <h2 id="cup-symbols" className="font-display text-2xl font-semibold">
        {say('reading.symbols.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {symbols.map((symbol) => {
          const tone = TONES[symbol.tone];
          const notes = elsewhere[symbol.id] ?? [];
          return (
            <li key={symbol.id} className="rounded-2xl border border-border bg-card p-4 shadow-soft">
              <div className="flex items-start gap-3">
                <SymbolPicture id={symbol.id} className="size-12" />
                <div className="flex min-w-0 flex-1 flex-col">
                  <div className="flex items-start justify-between gap-3">
                    <h3 className="font-display text-xl font-semibold capitalize">{symbol.name}</h3>
                    <Badge variant={tone.variant}>{say(tone.label)}</Badge>
                  </div>
                  <p className="mt-0.5 text-sm text-gold">{say(ZONES[symbol.zone])}</p>
                </div>
              </div>
              {notes.length > 0 && (
                <dl className="mt-2 flex flex-col gap-1.5 text-sm leading-relaxed">
                  {notes.map((note) => (
                    <div key={note.area}>
                      <dt className="font-medium">{say(AREAS[note.area])}</dt>
                      <dd className="text-muted-foreground">{note.meaning}</dd>
                    </div>
                  ))}
                </dl>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
