import type * as React from 'react';
import { cn } from './cn';
import { controlClasses } from './input';

export function Textarea({ className, ...props }: React.ComponentProps<'textarea'>) {
  return <textarea className={cn(controlClasses, 'min-h-24 resize-y py-3 leading-relaxed', className)} {...props} />;
}
