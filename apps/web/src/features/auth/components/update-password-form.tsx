import { zodResolver } from '@hookform/resolvers/zod';
import { isAuthError } from '@supabase/auth-js';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { roleHomeHref } from '@/config/role-home';
import { AUTH } from '@/content/auth';
import { useSession } from '@/lib/session';

import { authErrorMessage } from '../auth-errors';
import { updatePasswordForm } from '../schemas';
import { ReauthenticationCodeField } from './reauthentication-code-field';

type Values = z.infer<typeof updatePasswordForm>;

const CODE_ERRORS: readonly string[] = ['reauthentication_needed', 'reauthentication_not_valid'];

/**
 * New password twice, for a user the recovery link signed in (or any signed-in
 * user). Then on to their dashboard. A sign-in over 10 minutes old needs the
 * emailed code: the server says so, and the form asks for it.
 */
export function UpdatePasswordForm() {
  const { auth, role } = useSession();
  const navigate = useNavigate();
  const [codeNeeded, setCodeNeeded] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(updatePasswordForm),
    defaultValues: { password: '', confirm: '', nonce: '' },
  });

  const onSubmit = handleSubmit(async ({ password, nonce }) => {
    if (codeNeeded && !nonce) {
      setError('nonce', { type: 'required', message: AUTH.update.code.required }, { shouldFocus: true });
      return;
    }
    const { error } = await auth.updateUser(nonce ? { password, nonce } : { password });
    if (error) {
      const message = authErrorMessage(error);
      const aboutCode = isAuthError(error) && CODE_ERRORS.includes(error.code ?? '');
      if (aboutCode) {
        // The code field appears now (or is there already, when the code was wrong).
        setError('nonce', { type: 'server', message }, { shouldFocus: codeNeeded });
        setCodeNeeded(true);
      } else {
        setError('password', { type: 'server', message }, { shouldFocus: true });
      }
      toast.error(AUTH.update.error, { description: message });
      return;
    }
    toast.success(AUTH.update.success);
    await navigate(role ? roleHomeHref(role) : paths.dashboard.getHref(), { replace: true });
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      aria-busy={isSubmitting}
    >
      <FormField
        id="new-password"
        label={AUTH.fields.newPassword}
        error={errors.password?.message}
        hint={AUTH.fields.passwordHint}
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
      <FormField id="confirm-password" label={AUTH.fields.confirmPassword} error={errors.confirm?.message}>
        {(control) => (
          <Input {...control} type="password" autoComplete="new-password" required {...register('confirm')} />
        )}
      </FormField>
      {codeNeeded ? (
        <ReauthenticationCodeField field={register('nonce')} error={errors.nonce?.message} />
      ) : null}
      <Button type="submit" disabled={isSubmitting} className="sm:self-start">
        {isSubmitting ? AUTH.update.submitting : AUTH.update.submit}
      </Button>
    </form>
  );
}
