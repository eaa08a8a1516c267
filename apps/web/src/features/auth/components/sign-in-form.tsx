import { zodResolver } from '@hookform/resolvers/zod';
import type { Session } from '@supabase/auth-js';
import { LogInIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { AUTH } from '@/content/auth';
import { useSession } from '@/lib/session';

import { authErrorField, authErrorMessage } from '../auth-errors';
import { signInForm } from '../schemas';

type Values = z.infer<typeof signInForm>;

type SignInFormProps = {
  /** Prefix of the field ids, so two forms can share a page. */
  idPrefix?: string;
  /** Title of the error toast: "Sign In Error" on /auth, "Error" on /login. */
  errorTitle?: string;
  /** Runs after a successful sign-in (e.g. routing by role). */
  onSignedIn?: (session: Session) => Promise<void> | void;
};

/** Email and password sign-in through auth-js. */
export function SignInForm({
  idPrefix = 'sign-in',
  errorTitle = AUTH.signIn.error,
  onSignedIn,
}: SignInFormProps) {
  const { auth } = useSession();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(signInForm), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    const { data, error } = await auth.signInWithPassword(values);
    if (error) {
      const message = authErrorMessage(error);
      const field = authErrorField(error);
      if (field) setError(field, { type: 'server', message });
      toast.error(errorTitle, { description: message });
      return;
    }
    toast.success(AUTH.welcomeBack);
    await onSignedIn?.(data.session);
  });

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      aria-busy={isSubmitting}
    >
      <FormField id={`${idPrefix}-email`} label={AUTH.fields.email} error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" required {...register('email')} />
        )}
      </FormField>
      <FormField id={`${idPrefix}-password`} label={AUTH.fields.password} error={errors.password?.message}>
        {(control) => (
          <Input
            {...control}
            type="password"
            autoComplete="current-password"
            required
            {...register('password')}
          />
        )}
      </FormField>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button type="submit" disabled={isSubmitting}>
          <LogInIcon aria-hidden="true" />
          {isSubmitting ? AUTH.signIn.submitting : AUTH.signIn.submit}
        </Button>
        <Link
          to={paths.resetPassword.getHref()}
          className="text-sm font-medium text-primary underline underline-offset-4 hover:text-primary-hover"
        >
          {AUTH.forgotPassword}
        </Link>
      </div>
    </form>
  );
}
