import { zodResolver } from '@hookform/resolvers/zod';
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

type Values = z.infer<typeof updatePasswordForm>;

/** New password twice; for a user the recovery link signed in. Then on to their dashboard. */
export function UpdatePasswordForm() {
  const { auth, role } = useSession();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({
    resolver: zodResolver(updatePasswordForm),
    defaultValues: { password: '', confirm: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    const { error } = await auth.updateUser({ password });
    if (error) {
      const message = authErrorMessage(error);
      setError('password', { type: 'server', message }, { shouldFocus: true });
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
      <Button type="submit" disabled={isSubmitting} className="sm:self-start">
        {isSubmitting ? AUTH.update.submitting : AUTH.update.submit}
      </Button>
    </form>
  );
}
