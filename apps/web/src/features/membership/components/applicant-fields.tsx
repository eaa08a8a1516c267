import { MEMBERSHIP_LIMITS as L, PROFILE_LIMITS, type BrokerApplicationInput } from '@haulclub/shared';
import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { MEMBERSHIP_FIELDS as F } from '@/content/membership';

type ApplicantValues = Pick<
  BrokerApplicationInput,
  'firstName' | 'lastName' | 'email' | 'password' | 'phone'
>;

/** Who applies: name, email and password of the new account, and a phone number. */
export function ApplicantFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<ApplicantValues>();

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField id="apply-first-name" label={F.firstName} error={errors.firstName?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="given-name"
            required
            maxLength={L.name}
            {...register('firstName')}
          />
        )}
      </FormField>
      <FormField id="apply-last-name" label={F.lastName} error={errors.lastName?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="family-name"
            required
            maxLength={L.name}
            {...register('lastName')}
          />
        )}
      </FormField>
      <FormField id="apply-email" label={F.email} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            required
            maxLength={PROFILE_LIMITS.email}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField id="apply-phone" label={F.phone} error={errors.phone?.message} hint={F.phoneHint}>
        {(control) => <Input {...control} type="tel" autoComplete="tel" required {...register('phone')} />}
      </FormField>
      <FormField
        id="apply-password"
        label={F.password}
        error={errors.password?.message}
        hint={F.passwordHint}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="new-password"
            required
            {...register('password')}
          />
        )}
      </FormField>
    </div>
  );
}
