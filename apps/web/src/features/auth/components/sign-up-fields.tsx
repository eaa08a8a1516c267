import { PROFILE_LIMITS, signUpInput, type InvitationLookup } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { UserPlusIcon } from 'lucide-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { AUTH } from '@/content/auth';
import { INVITATION } from '@/content/membership';
import { appUrl } from '@/lib/auth-client';
import { useSession } from '@/lib/session';

import { authErrorField, authErrorMessage } from '../auth-errors';
import { SignUpNameFields } from './sign-up-name-fields';
import { SignUpRoleField } from './sign-up-role-field';
import { TruckerInvitationGate } from './trucker-invitation-gate';

type FormInput = z.input<typeof signUpInput>;
type FormOutput = z.output<typeof signUpInput>;

type Props = {
  /** A looked-up invitation link: fixes the email and role; its code goes along as `invite_code`. */
  invitation: (InvitationLookup & { code: string }) | null;
  onSignedUp: (email: string) => void;
};

const { fields } = AUTH;

/**
 * The form itself, validated with the shared schema; brokers also name their company. The role comes
 * first: a trucker without an invitation link learns at once that one is needed (the gate replaces the
 * rest of the form), not after filling everything in.
 */
export function SignUpFields({ invitation, onSignedUp }: Props) {
  const { auth } = useSession();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(signUpInput),
    defaultValues: {
      email: invitation?.email ?? '',
      password: '',
      data: {
        first_name: '',
        last_name: '',
        company_name: '',
        ...(invitation ? { role: invitation.kind } : {}),
      },
    },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors, isSubmitting } = formState;
  const role = useWatch({ control: form.control, name: 'data.role' });
  const isBroker = role === 'broker';
  const needsInvitation = role === 'trucker' && !invitation;

  const onSubmit = handleSubmit(async ({ email, password, data }) => {
    const { company_name: companyName, ...rest } = data;
    const { error } = await auth.signUp({
      email,
      password,
      options: {
        data: {
          ...rest,
          ...(rest.role === 'broker' ? { company_name: companyName } : {}),
          ...(invitation ? { invite_code: invitation.code } : {}),
        },
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

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-5"
        aria-busy={isSubmitting}
      >
        <SignUpRoleField lockedRole={invitation?.kind ?? null} />

        {needsInvitation ? (
          <TruckerInvitationGate />
        ) : (
          <>
            <SignUpNameFields />
            {isBroker ? (
              <FormField
                id="sign-up-company"
                label={fields.companyName}
                error={errors.data?.company_name?.message}
              >
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

            <FormField
              id="sign-up-email"
              label={fields.email}
              error={errors.email?.message}
              hint={invitation ? INVITATION.emailLocked : undefined}
            >
              {(control) => (
                <Input
                  {...control}
                  type="email"
                  autoComplete="email"
                  required
                  readOnly={Boolean(invitation)}
                  className={invitation ? 'bg-muted' : undefined}
                  {...register('email')}
                />
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
          </>
        )}
      </form>
    </FormProvider>
  );
}
