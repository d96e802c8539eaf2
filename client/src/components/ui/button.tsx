import { Slot, Slottable } from '@radix-ui/react-slot';
import { Loader2 } from 'lucide-react';
import type * as React from 'react';
import { cn, focusRing } from './cn';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md' | 'lg' | 'icon';

const variantClasses: Record<ButtonVariant, string> = {
  primary: 'bg-primary text-primary-foreground shadow-soft hover:bg-primary/90 active:bg-primary/85',
  secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary/80',
  outline: 'border border-input bg-card text-espresso hover:bg-muted',
  ghost: 'text-espresso hover:bg-muted',
  destructive: 'bg-destructive text-destructive-foreground shadow-soft hover:bg-destructive/90',
};

// md, lg and icon are at least 44px tall (touch targets); sm is for dense, secondary controls.
const sizeClasses: Record<ButtonSize, string> = {
  sm: 'h-9 px-3 text-sm [&_svg]:size-4',
  md: 'h-11 px-5 text-base [&_svg]:size-5',
  lg: 'h-12 px-7 text-lg [&_svg]:size-5',
  // shrink-0: in a row beside a full-width field it would otherwise be squeezed under 44px.
  icon: 'size-11 shrink-0 [&_svg]:size-5',
};

/** Button classes, for styling something that is not a <Button> (e.g. a router link) like one. */
export function buttonVariants({
  variant = 'primary',
  size = 'md',
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    'inline-flex select-none items-center justify-center gap-2 whitespace-nowrap rounded-xl font-medium',
    'transition-colors disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none',
    'aria-disabled:opacity-50 aria-busy:cursor-wait disabled:aria-busy:opacity-80 [&_svg]:shrink-0',
    focusRing,
    variantClasses[variant],
    sizeClasses[size],
    className,
  );
}

type ButtonProps = React.ComponentProps<'button'> & {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Render the single child element (e.g. a link) with button styling instead of a <button>. */
  asChild?: boolean;
  /** Shows a spinner, sets aria-busy and disables the button; the label stays visible. */
  loading?: boolean;
};

export function Button({
  variant,
  size,
  asChild = false,
  loading = false,
  disabled,
  className,
  children,
  ...props
}: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  const inactive = disabled || loading;
  return (
    <Comp
      className={buttonVariants({ variant, size, className })}
      disabled={asChild ? undefined : inactive}
      aria-disabled={asChild && inactive ? true : undefined}
      aria-busy={loading || undefined}
      {...props}
    >
      {loading && <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
      <Slottable>{children}</Slottable>
    </Comp>
  );
}
