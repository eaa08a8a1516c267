import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { AUTH } from '@/content/auth';
import { appUrl } from '@/lib/auth-client';
import { useSession } from '@/lib/session';

import { resetPasswordForm } from '../schemas';

type Values = z.infer<typeof resetPasswordForm>;

/** Asks for a recovery link. The answer never says whether the address has an account. */
export function ResetPasswordForm() {
  const { auth } = useSession();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(resetPasswordForm), defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    const { error } = await auth.resetPasswordForEmail(email, {
      redirectTo: appUrl(paths.updatePassword.getHref()),
    });
    // Only a transport failure (or rate limit) is worth telling; "no such account" is never revealed.
    if (error && (error.status === undefined || error.status === 0 || error.status >= 429)) {
      toast.error(AUTH.reset.error, { description: error.message });
      return;
    }
    setSentTo(email);
  });

  if (sentTo) {
    return (
      <Alert role="status">
        <div className="flex flex-col gap-1">
          <p className="font-semibold">{AUTH.reset.sent}</p>
          <p>{AUTH.reset.sentBody(sentTo)}</p>
        </div>
      </Alert>
    );
  }

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      aria-busy={isSubmitting}
    >
      <FormField id="reset-email" label={AUTH.fields.email} error={errors.email?.message}>
        {(control) => (
          <Input {...control} type="email" autoComplete="email" required {...register('email')} />
        )}
      </FormField>
      <Button type="submit" disabled={isSubmitting} className="sm:self-start">
        {isSubmitting ? AUTH.reset.submitting : AUTH.reset.submit}
      </Button>
    </form>
  );
}
