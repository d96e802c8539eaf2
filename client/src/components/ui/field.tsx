import { Slot } from '@radix-ui/react-slot';
import * as React from 'react';
import { type MessageId, useT } from '@/lib/i18n';
import { cn } from './cn';
import { Label } from './label';

type FieldProps = {
  label: React.ReactNode;
  /**
   * Error message; when set the control gets aria-invalid and the text is shown in a role="alert" <p>.
   * A schema's message (the contract's English) shows in the member's language, by that English.
   */
  error?: string;
  /** Helper text under the control, linked through aria-describedby. */
  description?: React.ReactNode;
  /** The control's id (generated when omitted). Pass it here, not on the control, or the label breaks. */
  id?: string;
  /** Adds a visual asterisk (hidden from screen readers) and aria-required on the control. */
  required?: boolean;
  /**
   * 'stack': label above control. 'inline': control then label on one row (checkboxes).
   * 'row': label then control at the row's right edge, as settings lists on phones place switches.
   */
  layout?: 'stack' | 'inline' | 'row';
  className?: string;
  /** Exactly one control element (Input, Textarea, Checkbox, Switch, ...); ids and aria-* are merged in. */
  children: React.ReactElement;
};

/** Form field: a label, one control and an optional description and error, wired up for assistive tech. */
export function Field({ label, error, description, id, required, layout = 'stack', className, children }: FieldProps) {
  const say = useT();
  const generatedId = React.useId();
  const controlId = id ?? generatedId;
  const descriptionId = `${controlId}-description`;
  const errorId = `${controlId}-error`;
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');

  const labelNode = (
    <Label htmlFor={controlId}>
      {label}
      {required && (
        <span aria-hidden="true" className="text-destructive">
          {' '}
          *
        </span>
      )}
    </Label>
  );
  const control = (
    <Slot
      id={controlId}
      aria-describedby={describedBy || undefined}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
    >
      {children}
    </Slot>
  );

  return (
    // content-start: beside a taller neighbour (one showing an error) the label and control stay at the top.
    <div className={cn('grid content-start gap-2', className)}>
      {layout === 'inline' ? (
        <div className="flex items-center gap-3">
          {control}
          {labelNode}
        </div>
      ) : layout === 'row' ? (
        <div className="flex min-h-11 items-center justify-between gap-4 [&>label]:flex-1">
          {labelNode}
          {control}
        </div>
      ) : (
        <>
          {labelNode}
          {control}
        </>
      )}
      {description && (
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} role="alert" className="text-sm font-medium text-destructive">
          {say(error as MessageId)}
        </p>
      )}
    </div>
  );
}
