import type { ReadingSymbol } from '@contract/reading';
import { Badge, type BadgeVariant } from '@/components/ui/badge';

const ZONES: Record<ReadingSymbol['zone'], string> = {
  rim: 'At the rim · the near future',
  side: 'On the side · the coming weeks',
  bottom: 'At the bottom · further ahead',
  handle: 'By the handle · home and self',
};

const TONES: Record<ReadingSymbol['tone'], { label: string; variant: BadgeVariant }> = {
  fortunate: { label: 'Fortunate', variant: 'success' },
  cautionary: { label: 'Cautionary', variant: 'secondary' },
  neutral: { label: 'Neutral', variant: 'outline' },
};

/** 'A large, clear shape facing the handle.' */
function shapeOf(symbol: ReadingSymbol): string {
  const facing = symbol.direction === 'toward' ? 'facing the handle' : 'turned away from the handle';
  return `${symbol.size[0]?.toUpperCase()}${symbol.size.slice(1)}, ${symbol.clarity}, ${facing}`;
}

/** The shapes seen in the cup, in the order the reading takes them. */
export function SymbolList({ symbols }: { symbols: ReadingSymbol[] }) {
  if (symbols.length === 0) return null;
  return (
    <section aria-labelledby="cup-symbols" className="flex flex-col gap-3">
      <h2 id="cup-symbols" className="font-display text-2xl font-semibold">
        Symbols in your cup
      </h2>
      <ul className="flex flex-col gap-3">
        {symbols.map((symbol) => {
          const tone = TONES[symbol.tone];
          return (
            <li key={symbol.id} className="rounded-2xl border border-border bg-card p-4 shadow-soft">
              <div className="flex items-start justify-between gap-3">
                <h3 className="font-display text-xl font-semibold capitalize">{symbol.name}</h3>
                <Badge variant={tone.variant}>{tone.label}</Badge>
              </div>
              <p className="mt-0.5 text-sm text-gold">{ZONES[symbol.zone]}</p>
              <p className="mt-2 leading-relaxed">{symbol.meaning}</p>
              <p className="mt-1 text-xs text-muted-foreground">{shapeOf(symbol)}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
