import type { ReactNode } from 'react';

import { cn } from '@/lib/cn';

import { FormHint, FormMessage } from './form-message';
import { Label } from './label';

/** What a control needs to be labelled and to announce its error or hint. */
export interface FieldControlProps {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

type FormFieldProps = {
  id: string;
  label: ReactNode;
  error?: string | undefined;
  hint?: string | undefined;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
};

/** Label, control and the error (or else the hint) under it, wired together for assistive technology. */
export function FormField({ id, label, error, hint, className, children }: FormFieldProps) {
  const messageId = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <Label htmlFor={id}>{label}</Label>
      {children({
        id,
        ...(error ? { 'aria-invalid': true } : {}),
        ...(messageId ? { 'aria-describedby': messageId } : {}),
      })}
      {error ? (
        <FormMessage id={messageId}>{error}</FormMessage>
      ) : hint ? (
        <FormHint id={messageId}>{hint}</FormHint>
      ) : null}
    </div>
  );
}
