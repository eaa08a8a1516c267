import type { ComponentProps } from 'react';

import { cn } from '@/lib/cn';

/** The error under a form field; give it an id and point the field's aria-describedby at it. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  if (!children) return null;
  return (
    <p data-slot="form-message" className={cn('text-sm font-medium text-destructive', className)} {...props}>
      {children}
    </p>
  );
}

/** Helper text under a form field. */
export function FormHint({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="form-hint" className={cn('text-sm text-muted-foreground', className)} {...props} />;
}
