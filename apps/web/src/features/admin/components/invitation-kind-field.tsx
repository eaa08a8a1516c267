import type { InvitationKind } from '@haulclub/shared';
import type { UseFormRegisterReturn } from 'react-hook-form';

import { FormMessage } from '@/components/ui/form-message';
import { INVITATION_KIND_LABELS } from '@/content/admin';

type InvitationKindFieldProps = {
  label: string;
  options: readonly InvitationKind[];
  error: string | undefined;
  register: UseFormRegisterReturn;
};

/** Trucker or broker, as a radio group in a fieldset. */
export function InvitationKindField({ label, options, error, register }: InvitationKindFieldProps) {
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? 'invitation-kind-error' : undefined}
    >
      <legend className="mb-2 text-sm font-medium leading-none">{label}</legend>
      <div className="flex gap-2">
        {options.map((kind) => (
          <label
            key={kind}
            className="flex flex-1 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm font-medium has-checked:border-primary has-checked:bg-accent sm:flex-none"
          >
            <input type="radio" value={kind} className="accent-primary" {...register} />
            {INVITATION_KIND_LABELS[kind]}
          </label>
        ))}
      </div>
      {error ? <FormMessage id="invitation-kind-error">{error}</FormMessage> : null}
    </fieldset>
  );
}
