import { INTENTIONS, type Intention } from '@contract/intentions';
import { type KeyboardEvent, useRef } from 'react';
import { cn } from '@/components/ui/cn';
import { type MessageId, useT } from '@/lib/i18n';

/**
 * The reading's area of life as a row of chips (a radio group with arrow keys). Choosing the
 * chosen chip again clears it, since the category is optional.
 */
export function CategoryChips({
  value,
  onChange,
  disabled,
  labelledBy,
}: {
  value: Intention | undefined;
  onChange: (value: Intention | undefined) => void;
  disabled?: boolean;
  labelledBy: string;
}) {
  const say = useT();
  const refs = useRef<Array<HTMLButtonElement | null>>([]);
  const focusable = value ?? INTENTIONS[0];

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (!step) return;
    event.preventDefault();
    const next = (index + step + INTENTIONS.length) % INTENTIONS.length;
    onChange(INTENTIONS[next]);
    refs.current[next]?.focus();
  };

  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="grid grid-cols-4 gap-2">
      {INTENTIONS.map((option, index) => {
        const checked = value === option;
        return (
          // biome-ignore lint/a11y/useSemanticElements: pill-shaped chips, announced as radios
          <button
            key={option}
            ref={(node) => {
              refs.current[index] = node;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            tabIndex={option === focusable ? 0 : -1}
            disabled={disabled}
            onClick={() => onChange(checked ? undefined : option)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              'h-11 rounded-full border px-2 text-sm font-medium transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              'disabled:cursor-not-allowed disabled:opacity-50',
              checked
                ? 'border-primary bg-primary text-primary-foreground shadow-soft'
                : 'border-border bg-card text-espresso hover:bg-muted',
            )}
          >
            {say(option satisfies MessageId)}
          </button>
        );
      })}
    </div>
  );
}
