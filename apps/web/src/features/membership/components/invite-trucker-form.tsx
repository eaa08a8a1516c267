import { createTruckerInvitationInput, MEMBERSHIP_LIMITS as L, PROFILE_LIMITS } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { BROKER_INVITE } from '@/content/membership';

import { useCreateTruckerInvitation } from '../api/create-trucker-invitation';
import { applyProblemFieldErrors, errorMessage } from '../utils/server-errors';
import { OptionalLabel } from './optional-label';

type FormInput = z.input<typeof createTruckerInvitationInput>;
type FormOutput = z.output<typeof createTruckerInvitationInput>;

const FIELDS = ['email', 'note'] as const;
const { fields } = BROKER_INVITE;

/** Email and an optional note → POST /api/broker/invitations; "already invited" lands on the email field. */
export function InviteTruckerForm() {
  const mutation = useCreateTruckerInvitation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createTruckerInvitationInput),
    defaultValues: { email: '', note: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const sent = await mutation.mutateAsync(values);
      toast.success(BROKER_INVITE.sent(sent.email));
      reset();
    } catch (error) {
      applyProblemFieldErrors(error, setError, FIELDS);
      toast.error(BROKER_INVITE.failed, { description: errorMessage(error) });
    }
  });

  const busy = isSubmitting || mutation.isPending;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      aria-busy={busy}
    >
      <FormField id="invite-trucker-email" label={fields.email} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            required
            maxLength={PROFILE_LIMITS.email}
            placeholder={fields.emailPlaceholder}
            {...register('email')}
          />
        )}
      </FormField>
      <FormField
        id="invite-trucker-note"
        label={<OptionalLabel label={fields.note} />}
        error={errors.note?.message}
        hint={fields.noteHint}
      >
        {(control) => <Textarea {...control} rows={4} maxLength={L.note} {...register('note')} />}
      </FormField>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start">
        <SendIcon aria-hidden="true" />
        {busy ? BROKER_INVITE.submitting : BROKER_INVITE.submit}
      </Button>
    </form>
  );
}
