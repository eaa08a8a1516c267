import type { ComponentProps } from 'react';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

type FilterInputProps = Omit<ComponentProps<'input'>, 'id' | 'value' | 'onChange'> & {
  id: string;
  label: string;
  value: string;
  onValueChange: (value: string) => void;
  error?: string | undefined;
  hint?: string | undefined;
};

/** A labelled filter input with its server error (or hint) under it. */
export function FilterInput({
  id,
  label,
  value,
  onValueChange,
  error,
  hint,
  className,
  ...props
}: FilterInputProps) {
  return (
    <FormField id={id} label={label} error={error} hint={hint} className={className}>
      {(control) => (
        <Input
          {...control}
          {...props}
          value={value}
          onChange={(event) => {
            onValueChange(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}
