import * as SliderPrimitive from '@radix-ui/react-slider';
import type * as React from 'react';
import { cn, focusRing } from './cn';

type SliderProps = React.ComponentProps<typeof SliderPrimitive.Root> & {
  /** Accessible name for the thumb(s); or use thumbLabelledBy with a visible label's id. */
  thumbLabel?: string;
  thumbLabelledBy?: string;
};

/** Range slider; renders one thumb per value (e.g. value={[70]} gives one thumb). */
export function Slider({ className, thumbLabel, thumbLabelledBy, ...props }: SliderProps) {
  const values = props.value ?? props.defaultValue ?? [props.min ?? 0];
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex h-11 w-full touch-none select-none items-center data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-input/40">
        <SliderPrimitive.Range className="absolute h-full bg-primary dark:bg-accent" />
      </SliderPrimitive.Track>
      {values.map((_, index) => (
        <SliderPrimitive.Thumb
          // Thumbs are positional; the index is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          key={index}
          aria-label={thumbLabel}
          aria-labelledby={thumbLabelledBy}
          className={cn(
            'relative block size-6 rounded-full border-2 border-primary bg-card shadow-soft transition-transform',
            'hover:scale-110 data-[disabled]:pointer-events-none dark:border-accent',
            // A 44x44 hit area around the 24px thumb (-12px from its 20px padding box), easy to grab.
            'after:absolute after:-inset-3 after:content-[""]',
            focusRing,
          )}
        />
      ))}
    </SliderPrimitive.Root>
  );
}
