import { useId } from 'react';
import { cn } from '@/components/ui/cn';
import { type MessageId, T } from '@/lib/i18n';

export type BirthTimeFold = 'earlier' | 'later';

const OPTIONS: { value: BirthTimeFold; label: MessageId }[] = [
  { value: 'earlier', label: 'natal.fold.earlier' },
  { value: 'later', label: 'natal.fold.later' },
];

/**
 * The server's question when the clocks changed over a birth time (it happened twice, or was
 * skipped), and a choice of the earlier or the later reading: two radio buttons in a fieldset.
 * The question names a date, a time and a place, so no catalog can hold it: it shows as the server
 * wrote it (in English, until the server speaks the member's language).
 */
export function FoldChoice({
  question,
  value,
  onChange,
  error,
}: {
  question: string;
  value: BirthTimeFold | null;
  onChange: (fold: BirthTimeFold) => void;
  error?: string;
}) {
  const id = useId();
  return (
    <fieldset
      aria-describedby={`${id}-question${error ? ` ${id}-error` : ''}`}
      className="flex flex-col gap-3 rounded-xl border border-accent/50 bg-secondary/60 p-4"
    >
      <legend className="px-1 font-display text-lg font-semibold">
        <T id="natal.fold.title" />
      </legend>
      <p id={`${id}-question`} role="alert" className="text-sm leading-relaxed">
        {question}
      </p>
      <div className="flex flex-col gap-2 sm:flex-row">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex min-h-11 flex-1 cursor-pointer items-center gap-3 rounded-xl border border-input bg-card px-4',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              value === option.value && 'border-primary',
            )}
          >
            <input
              type="radio"
              name={`${id}-fold`}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              className="size-4 accent-primary"
            />
            <T id={option.label} />
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
    </fieldset>
  );
}
