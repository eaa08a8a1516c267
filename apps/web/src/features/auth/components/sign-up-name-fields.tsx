import { PROFILE_LIMITS, type SignUpInput } from '@haulclub/shared';
import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { AUTH } from '@/content/auth';

const { fields } = AUTH;

/** First and last name of the new account. */
export function SignUpNameFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<SignUpInput>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="sign-up-first-name" label={fields.firstName} error={errors.data?.first_name?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="given-name"
            required
            maxLength={PROFILE_LIMITS.name}
            {...register('data.first_name')}
          />
        )}
      </FormField>
      <FormField id="sign-up-last-name" label={fields.lastName} error={errors.data?.last_name?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="family-name"
            required
            maxLength={PROFILE_LIMITS.name}
            {...register('data.last_name')}
          />
        )}
      </FormField>
    </div>
  );
}
