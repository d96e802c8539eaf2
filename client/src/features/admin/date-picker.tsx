import { ADMIN_TEXT } from '@contract/admin-text';
import * as Popover from '@radix-ui/react-popover';
import { CalendarDays } from 'lucide-react';
import { type AriaAttributes, useRef, useState } from 'react';
import { cn } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import { localeFor } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { Calendar, parseDay } from './calendar';

/** A yyyy-MM-dd day as the member's language writes it ('March 3, 2027'; '3 Mart 2027'). */
export const formatDay = (iso: string) =>
  parseDay(iso).toLocaleDateString(localeFor(), { year: 'numeric', month: 'long', day: 'numeric' });

interface DatePickerProps extends AriaAttributes {
  id?: string;
  /** yyyy-MM-dd, or empty for none. */
  value: string;
  onChange: (day: string) => void;
}

/** A button showing the picked day (or 'Pick a date') that opens a one-day calendar in a popover. */
export function DatePicker({ id, value, onChange, ...aria }: DatePickerProps) {
  const [open, setOpen] = useState(false);
  const content = useRef<HTMLDivElement>(null);
  const say = useT();
  const shown = value ? formatDay(value) : say(ADMIN_TEXT.events.datePlaceholder);
  return (
    <Popover.Root open={open} onOpenChange={setOpen}>
      <Popover.Trigger
        id={id}
        type="button"
        className={cn(controlClasses, 'flex h-11 items-center gap-2 text-left', !value && 'text-muted-foreground')}
        {...aria}
        // Named with its value: a <label> alone would name the button 'Date' and hide the day picked.
        aria-label={say('admin.events.dateButton', { day: shown })}
      >
        <CalendarDays aria-hidden="true" className="size-5 shrink-0" />
        {shown}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="start"
          sideOffset={6}
          ref={content}
          // Focus starts on the picked day (or today), the one day in the tab order; this runs once the
          // popover's focus scope is in place, so the dialog around it lets the focus go.
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            content.current?.querySelector<HTMLElement>('[data-day][tabindex="0"]')?.focus();
          }}
          className="z-50 rounded-2xl border border-border bg-card p-2 text-card-foreground shadow-lift"
        >
          <Calendar
            selected={value}
            onSelect={(day) => {
              onChange(day);
              setOpen(false);
            }}
          />
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
