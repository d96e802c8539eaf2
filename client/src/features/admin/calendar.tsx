import { localIsoDate } from '@contract/dates';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { DayButton as BaseDayButton, type DayButtonProps, DayPicker, type DayProps } from 'react-day-picker';
import { buttonVariants } from '@/components/ui/button';
import { cn, focusRing } from '@/components/ui/cn';
import { localeFor } from '@/lib/format';
import { currentLanguage, useT } from '@/lib/i18n';

/** yyyy-MM-dd as a local calendar day (never UTC midnight, which is yesterday west of Greenwich). */
export function parseDay(value: string): Date {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day);
}

// Names and headings in the member's language, as the rest of the admin's dates are written.
const dayLabel = (date: Date) =>
  date.toLocaleDateString(localeFor(), { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
const monthLabel = (date: Date) => date.toLocaleDateString(localeFor(), { month: 'long', year: 'numeric' });

/** The cell without the day's data-day: the button carries it, so one element answers to each day. */
function Day({ day: _day, modifiers: _modifiers, 'data-day': _iso, ...props }: DayProps & { 'data-day'?: string }) {
  return <td {...props} />;
}

/** The day's button, found by data-day (yyyy-MM-dd): today in bold, the picked day filled. */
function DayButton({ className, ...props }: DayButtonProps) {
  const { day, modifiers } = props;
  return (
    <BaseDayButton
      {...props}
      data-day={day.isoDate}
      aria-current={modifiers.today ? 'date' : undefined}
      className={cn(
        className,
        modifiers.today && 'font-bold text-primary dark:text-gold',
        modifiers.selected && 'bg-primary text-primary-foreground hover:bg-primary/90',
      )}
    />
  );
}

const navButton = buttonVariants({ variant: 'ghost', size: 'icon' });

interface CalendarProps {
  /** yyyy-MM-dd, or empty for none. */
  selected: string;
  onSelect: (day: string) => void;
}

/**
 * A month grid for picking one day (react-day-picker): arrows move by day and week, Page Up/Down by
 * month, Home/End to the week's ends, Enter or Space picks. One day is in the tab order at a time.
 */
export function Calendar({ selected, onSelect }: CalendarProps) {
  const picked = selected ? parseDay(selected) : undefined;
  const say = useT();
  return (
    <DayPicker
      mode="single"
      // Picking the picked day again keeps it (and closes the popover), rather than clearing it.
      required
      selected={picked}
      defaultMonth={picked}
      onSelect={(date) => onSelect(localIsoDate(date))}
      navLayout="around"
      // A Turkish week starts on Monday; an English one, as before, on Sunday.
      weekStartsOn={currentLanguage() === 'tr' ? 1 : 0}
      formatters={{
        formatCaption: monthLabel,
        formatWeekdayName: (date) => date.toLocaleDateString(localeFor(), { weekday: 'narrow' }),
      }}
      labels={{
        labelDayButton: dayLabel,
        labelGrid: monthLabel,
        labelWeekday: (date) => date.toLocaleDateString(localeFor(), { weekday: 'long' }),
        labelPrevious: () => say('admin.calendar.previous'),
        labelNext: () => say('admin.calendar.next'),
      }}
      components={{
        Day,
        DayButton,
        Chevron: ({ orientation }) =>
          orientation === 'left' ? <ChevronLeft aria-hidden="true" /> : <ChevronRight aria-hidden="true" />,
      }}
      classNames={{
        root: 'p-1 text-sm',
        month: 'grid grid-cols-[auto_1fr_auto] items-center gap-2',
        month_caption: 'text-center',
        caption_label: 'font-semibold text-base',
        button_previous: navButton,
        button_next: navButton,
        month_grid: 'col-span-3 border-collapse text-center',
        weekday: 'size-10 font-medium text-muted-foreground',
        day: 'p-0',
        day_button: cn('size-10 rounded-xl transition-colors hover:bg-muted', focusRing),
      }}
    />
  );
}
