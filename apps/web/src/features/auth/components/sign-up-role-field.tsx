import { SIGNUP_ROLES, type SignupRole, type SignUpInput } from '@haulclub/shared';
import { useFormContext } from 'react-hook-form';

import { FormHint, FormMessage } from '@/components/ui/form-message';
import { AUTH } from '@/content/auth';
import { INVITATION } from '@/content/membership';

/**
 * "I am a" Trucker/Carrier or Broker. An invitation fixes the role (the other choice is disabled);
 * without one, choosing Trucker brings up the invitation gate (`TruckerInvitationGate`, in the form).
 */
export function SignUpRoleField({ lockedRole }: { lockedRole: SignupRole | null }) {
  const { register, formState } = useFormContext<SignUpInput>();
  const error = formState.errors.data?.role?.message;
  const describedBy = error ? 'sign-up-role-error' : lockedRole ? 'sign-up-role-hint' : undefined;

  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-2 text-sm leading-none font-medium">{AUTH.fields.role}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {SIGNUP_ROLES.map((value) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm font-medium has-checked:border-primary has-checked:bg-accent has-disabled:cursor-not-allowed has-disabled:opacity-60"
          >
            <input
              type="radio"
              value={value}
              className="size-4 accent-primary"
              {...(error ? { 'aria-invalid': true } : {})}
              {...(describedBy ? { 'aria-describedby': describedBy } : {})}
              {...register('data.role')}
              disabled={lockedRole !== null && lockedRole !== value}
            />
            {AUTH.fields.roles[value]}
          </label>
        ))}
      </div>
      {error ? <FormMessage id="sign-up-role-error">{error}</FormMessage> : null}
      {lockedRole ? <FormHint id="sign-up-role-hint">{INVITATION.roleLocked}</FormHint> : null}
    </fieldset>
  );
}
