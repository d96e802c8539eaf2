import { localIsoDate } from '@contract/dates';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn, focusRing } from '@/components/ui/cn';

/** yyyy-MM-dd as a local calendar day (never UTC midnight, which is yesterday west of Greenwich). */
export function parseDay(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

const addDays = (date: Date, days: number) => new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
const addMonths = (date: Date, months: number) => {
  const target = new Date(date.getFullYear(), date.getMonth() + months, 1);
  const lastDay = new Date(target.getFullYear(), target.getMonth() + 1, 0).getDate();
  return new Date(target.getFullYear(), target.getMonth(), Math.min(date.getDate(), lastDay));
};

const WEEKDAYS = Array.from({ length: 7 }, (_, i) => new Date(2024, 0, 7 + i)); // a Sunday-first week
const dayLabel = (date: Date) =>
  date.toLocaleDateString(undefined, { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });

/** The weeks of a month, Sunday first, with null before the 1st and after the last day. */
function monthWeeks(month: Date): Array<Array<Date | null>> {
  const first = new Date(month.getFullYear(), month.getMonth(), 1);
  const days = new Date(month.getFullYear(), month.getMonth() + 1, 0).getDate();
  const cells: Array<Date | null> = [
    ...Array.from({ length: first.getDay() }, () => null),
    ...Array.from({ length: days }, (_, i) => new Date(month.getFullYear(), month.getMonth(), i + 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

const KEY_STEPS: Record<string, (date: Date) => Date> = {
  ArrowLeft: (d) => addDays(d, -1),
  ArrowRight: (d) => addDays(d, 1),
  ArrowUp: (d) => addDays(d, -7),
  ArrowDown: (d) => addDays(d, 7),
  Home: (d) => addDays(d, -d.getDay()),
  End: (d) => addDays(d, 6 - d.getDay()),
  PageUp: (d) => addMonths(d, -1),
  PageDown: (d) => addMonths(d, 1),
};

interface CalendarProps {
  /** yyyy-MM-dd, or empty for none. */
  selected: string;
  onSelect: (day: string) => void;
}

/**
 * A month grid for picking one day: arrows move by day and week, Page Up/Down by month, Home/End to
 * the week's ends, Enter or Space picks. One day is in the tab order at a time (roving tabindex).
 */
export function Calendar({ selected, onSelect }: CalendarProps) {
  const [focused, setFocused] = useState(() => (selected ? parseDay(selected) : new Date()));
  // Set by the arrow keys: the newly focused day gets DOM focus once it is rendered (maybe in another month).
  const [moveFocus, setMoveFocus] = useState(false);
  const grid = useRef<HTMLTableElement>(null);
  const headingId = useId();
  const focusedIso = localIsoDate(focused);
  const today = localIsoDate();

  useEffect(() => {
    if (!moveFocus) return;
    grid.current?.querySelector<HTMLButtonElement>(`[data-day="${focusedIso}"]`)?.focus();
    setMoveFocus(false);
  }, [moveFocus, focusedIso]);

  const onKeyDown = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    setFocused(step(focused));
    setMoveFocus(true);
  };

  return (
    <div className="flex flex-col gap-2 p-1">
      <div className="flex items-center justify-between gap-2">
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Previous month"
          onClick={() => setFocused(addMonths(focused, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 id={headingId} aria-live="polite" className="font-semibold">
          {focused.toLocaleDateString(undefined, { month: 'long', year: 'numeric' })}
        </h2>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label="Next month"
          onClick={() => setFocused(addMonths(focused, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      <table ref={grid} aria-labelledby={headingId} className="border-collapse text-center text-sm">
        <thead>
          <tr>
            {WEEKDAYS.map((day) => (
              <th
                key={day.getDay()}
                scope="col"
                abbr={day.toLocaleDateString(undefined, { weekday: 'long' })}
                className="size-10 font-medium text-muted-foreground"
              >
                {day.toLocaleDateString(undefined, { weekday: 'narrow' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(focused).map((week) => (
            <tr key={week.find(Boolean)?.getDate()}>
              {week.map((day, index) => {
                // Blank cells before the 1st and after the last day never move within a week.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above
                if (!day) return <td key={`blank-${index}`} />;
                const iso = localIsoDate(day);
                const isSelected = iso === selected;
                return (
                  <td key={iso}>
                    <button
                      type="button"
                      data-day={iso}
                      tabIndex={iso === focusedIso ? 0 : -1}
                      aria-label={dayLabel(day)}
                      aria-pressed={isSelected}
                      aria-current={iso === today ? 'date' : undefined}
                      onClick={() => onSelect(iso)}
                      onKeyDown={onKeyDown}
                      onFocus={() => iso !== focusedIso && setFocused(day)}
                      className={cn(
                        'size-10 rounded-xl transition-colors hover:bg-muted',
                        iso === today && 'font-bold text-primary dark:text-gold',
                        isSelected && 'bg-primary text-primary-foreground hover:bg-primary/90',
                        focusRing,
                      )}
                    >
                      {day.getDate()}
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
