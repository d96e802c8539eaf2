import type { SearchResult } from '@contract/journal';
import { Search, X } from 'lucide-react';
import { useRef } from 'react';
import { cn, focusRing } from '@/components/ui/cn';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import { useSettled } from '@/lib/use-settled';
import { SavedAffirmationEntry, SavedHoroscopeEntry, SavedReadingEntry } from './saved-entries';
import { useJournalSearch } from './use-journal-lists';

/**
 * The search box over the member's saved entries. The browser's own clear button (blue in
 * Chromium) is hidden; a house one clears the box and puts the caret back in it.
 */
export function JournalSearchBox({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const say = useT();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor="journal-search">{say('journal.search.label')}</Label>
      <div className="relative">
        <Search
          aria-hidden
          className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted-foreground"
        />
        <Input
          ref={input}
          id="journal-search"
          type="search"
          value={value}
          maxLength={100}
          placeholder={say('journal.search.placeholder')}
          onChange={(event) => onChange(event.target.value)}
          className="pr-12 pl-10 [&::-webkit-search-cancel-button]:appearance-none"
        />
        {value && (
          <button
            type="button"
            aria-label={say('journal.search.clear')}
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
            className={cn(
              'absolute top-1/2 right-0.5 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-xl',
              'text-muted-foreground transition-colors hover:text-espresso',
              focusRing,
            )}
          >
            <X aria-hidden className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}

function ResultEntry({ result, onOpen }: { result: SearchResult; onOpen: (readingId: number) => void }) {
  if (result.kind === 'reading') return <SavedReadingEntry entry={result.entry} onOpen={onOpen} />;
  if (result.kind === 'horoscope') return <SavedHoroscopeEntry entry={result.entry} />;
  return <SavedAffirmationEntry entry={result.entry} />;
}

/** Saved entries matching the search, newest first; the count is announced as it changes. */
export function JournalSearchResults({ query, onOpen }: { query: string; onOpen: (readingId: number) => void }) {
  const say = useT();
  const q = useSettled(query.trim(), 250);
  const search = useJournalSearch(q);
  const results = search.data?.results;
  const status =
    q.length < 2
      ? say('journal.search.tooShort')
      : results
        ? results.length === 0
          ? say('journal.search.none')
          : say('journal.search.found', { count: results.length })
        : '';
  return (
    <section aria-labelledby="search-results-title" className="flex flex-col gap-3">
      <h2 id="search-results-title" className="sr-only">
        {say('journal.search.results')}
      </h2>
      <p role="status" className="text-sm text-muted-foreground">
        {status}
      </p>
      {search.isFetching && !results && <Spinner label={say('journal.search.busy')} />}
      {search.isError && <p className="text-sm text-muted-foreground">{say('journal.search.failed')}</p>}
      {results && results.length > 0 && (
        <ul aria-label={say('journal.search.results')} className="flex flex-col gap-3">
          {results.map((result) => (
            <li key={`${result.kind}-${result.entry.id}`}>
              <ResultEntry result={result} onOpen={onOpen} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
