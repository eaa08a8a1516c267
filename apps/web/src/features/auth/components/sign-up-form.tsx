import { PROFILE_LIMITS, signUpInput } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlusIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { AUTH } from '@/content/auth';
import { appUrl } from '@/lib/auth-client';
import { useSession } from '@/lib/session';

import { authErrorField, authErrorMessage } from '../auth-errors';

type FormInput = z.input<typeof signUpInput>;
type FormOutput = z.output<typeof signUpInput>;

const { fields } = AUTH;

/** Sign-up with the shared schema; brokers also name their company. The email link lands on /dashboard. */
export function SignUpForm({ onSignedUp }: { onSignedUp: (email: string) => void }) {
  const { auth } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    control: formControl,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(signUpInput),
    defaultValues: { email: '', password: '', data: { first_name: '', last_name: '', company_name: '' } },
  });
  const isBroker = useWatch({ control: formControl, name: 'data.role' }) === 'broker';

  const onSubmit = handleSubmit(async ({ email, password, data }) => {
    const { company_name: companyName, ...rest } = data;
    const { error } = await auth.signUp({
      email,
      password,
      options: {
        data: rest.role === 'broker' ? { ...rest, company_name: companyName } : rest,
        emailRedirectTo: appUrl(paths.dashboard.getHref()),
      },
    });
    if (error) {
      const message = authErrorMessage(error);
      const field = authErrorField(error);
      if (field) setError(field, { type: 'server', message }, { shouldFocus: true });
      toast.error(AUTH.signUp.error, { description: message });
      return;
    }
    toast.success(AUTH.checkEmail.title, { description: AUTH.checkEmail.description });
    onSignedUp(email);
  });

  const roleError = errors.data?.role?.message;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      aria-busy={isSubmitting}
    >
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

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm leading-none font-medium">{fields.role}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(['trucker', 'broker'] as const).map((role) => (
            <label
              key={role}
              className="flex cursor-pointer items-center gap-3 rounded-md border p-3 text-sm font-medium has-checked:border-primary has-checked:bg-accent"
            >
              <input
                type="radio"
                value={role}
                className="size-4 accent-primary"
                {...(roleError ? { 'aria-invalid': true, 'aria-describedby': 'sign-up-role-error' } : {})}
                {...register('data.role')}
              />
              {fields.roles[role]}
            </label>
          ))}
        </div>
        {roleError ? <FormMessage id="sign-up-role-error">{roleError}</FormMessage> : null}
      </fieldset>

      {isBroker ? (
        <FormField id="sign-up-company" label={fields.companyName} error={errors.data?.company_name?.message}>
          {(control) => (
            <Input
              {...control}
              autoComplete="organization"
              required
              maxLength={PROFILE_LIMITS.companyName}
              {...register('data.company_name')}
            />
          )}
        </FormField>
      ) : null}

      <FormField id="sign-up-email" label={fields.email} error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" required {...register('email')} />
        )}
      </FormField>
      <FormField
        id="sign-up-password"
        label={fields.password}
        error={errors.password?.message}
        hint={fields.passwordHint}
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

      <Button type="submit" disabled={isSubmitting} className="sm:self-start">
        <UserPlusIcon aria-hidden="true" />
        {isSubmitting ? AUTH.signUp.submitting : AUTH.signUp.submit}
      </Button>
    </form>
  );
}
