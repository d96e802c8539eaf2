import type { AdminCircle } from '@contract/admin';
import { ADMIN_TEXT } from '@contract/admin-text';
import * as Select from '@radix-ui/react-select';
import { Check, ChevronDown } from 'lucide-react';
import type { AriaAttributes } from 'react';
import { cn, focusRing } from '@/components/ui/cn';
import { controlClasses } from '@/components/ui/input';
import { useT } from '@/lib/i18n';

interface CircleSelectProps extends AriaAttributes {
  id?: string;
  circles: AdminCircle[];
  /** 0 for none chosen yet. */
  value: number;
  onChange: (circleId: number) => void;
}

/** The event's circle: a listbox of every circle, 'Select a circle' until one is chosen. */
export function CircleSelect({ id, circles, value, onChange, ...aria }: CircleSelectProps) {
  const say = useT();
  return (
    <Select.Root value={value ? String(value) : ''} onValueChange={(next) => onChange(Number(next))}>
      <Select.Trigger id={id} className={cn(controlClasses, 'flex h-11 items-center justify-between gap-2')} {...aria}>
        <Select.Value placeholder={say(ADMIN_TEXT.events.circlePlaceholder)} />
        <Select.Icon>
          <ChevronDown aria-hidden="true" className="size-5 text-muted-foreground" />
        </Select.Icon>
      </Select.Trigger>
      <Select.Portal>
        <Select.Content
          position="popper"
          sideOffset={6}
          className="z-50 max-h-72 min-w-(--radix-select-trigger-width) overflow-hidden rounded-2xl border border-border bg-card text-card-foreground shadow-lift"
        >
          <Select.Viewport className="p-1">
            {circles.map((circle) => (
              <Select.Item
                key={circle.id}
                value={String(circle.id)}
                className={cn(
                  'relative flex min-h-11 cursor-default select-none items-center rounded-xl py-2 pr-3 pl-9',
                  'data-[highlighted]:bg-muted data-[state=checked]:font-semibold',
                  focusRing,
                )}
              >
                <Select.ItemIndicator className="absolute left-3">
                  <Check aria-hidden="true" className="size-4" />
                </Select.ItemIndicator>
                <Select.ItemText>{circle.name}</Select.ItemText>
              </Select.Item>
            ))}
          </Select.Viewport>
        </Select.Content>
      </Select.Portal>
    </Select.Root>
  );
}
