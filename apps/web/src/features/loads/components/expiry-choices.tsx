import { LOAD_EXPIRY_CHOICES } from '@haulclub/shared';

import { FormMessage } from '@/components/ui/form-message';
import { LOAD_TEXT } from '@/content/loads';

type ExpiryChoicesProps = {
  name: string;
  legend: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
};

/** "Expires in" 1, 2 or 3 hours: a radio group drawn as segments. */
export function ExpiryChoices({ name, legend, value, onChange, error }: ExpiryChoicesProps) {
  const errorId = `${name}-error`;
  return (
    <fieldset className="flex min-w-0 flex-col gap-2" {...(error ? { 'aria-describedby': errorId } : {})}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-3 gap-2 sm:flex">
        {LOAD_EXPIRY_CHOICES.map((hours) => (
          <label
            key={hours}
            className="flex h-10 cursor-pointer items-center justify-center gap-2 rounded-md border border-input px-2 text-sm font-medium whitespace-nowrap sm:px-4 has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
          >
            <input
              type="radio"
              name={name}
              value={String(hours)}
              checked={value === String(hours)}
              onChange={(event) => {
                onChange(event.target.value);
              }}
              className="size-4 accent-primary"
            />
            {LOAD_TEXT.hours(hours)}
          </label>
        ))}
      </div>
      {error ? <FormMessage id={errorId}>{error}</FormMessage> : null}
    </fieldset>
  );
}
