import { createAdminInvitationInput, INVITATION_KINDS, MEMBERSHIP_LIMITS } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { ADMIN_INVITATIONS } from '@/content/admin';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useCreateInvitation } from '../api/create-invitation';
import { errorDetail } from '../utils/format';
import { BrokerSelect } from './broker-select';
import { InvitationKindField } from './invitation-kind-field';

type FormInput = z.input<typeof createAdminInvitationInput>;
type FormOutput = z.output<typeof createAdminInvitationInput>;

const FIELDS = ['email', 'kind', 'brokerId', 'note'] as const;
const { fields } = ADMIN_INVITATIONS;

/** "Invite someone": email, trucker or broker, an optional broker for a trucker and an optional note. */
export function InvitationForm() {
  const mutation = useCreateInvitation();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createAdminInvitationInput),
    defaultValues: { email: '', kind: 'trucker', note: '' },
  });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(ADMIN_INVITATIONS.toasts.created(values.email));
      reset();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      toast.error(ADMIN_INVITATIONS.toasts.createFailed, { description: errorDetail(error) });
    }
  });
  const busy = isSubmitting || mutation.isPending;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-4"
      aria-busy={busy}
    >
      <FormField id="invitation-email" label={fields.email.label} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="off"
            required
            placeholder={fields.email.placeholder}
            {...register('email')}
          />
        )}
      </FormField>
      <InvitationKindField
        label={fields.kind.label}
        options={INVITATION_KINDS}
        error={errors.kind?.message}
        register={register('kind')}
      />
      {kind === 'trucker' ? (
        <FormField
          id="invitation-broker"
          label={fields.broker.label}
          hint={fields.broker.hint}
          error={errors.brokerId?.message}
        >
          {(control) => (
            <BrokerSelect
              {...control}
              emptyLabel={ADMIN_INVITATIONS.noBroker}
              {...register('brokerId', { setValueAs: (value: string) => value || undefined })}
            />
          )}
        </FormField>
      ) : null}
      <FormField
        id="invitation-note"
        label={fields.note.label}
        hint={fields.note.hint}
        error={errors.note?.message}
      >
        {(control) => (
          <Textarea {...control} rows={3} maxLength={MEMBERSHIP_LIMITS.note} {...register('note')} />
        )}
      </FormField>
      <Button type="submit" disabled={busy} className="self-start">
        <SendIcon aria-hidden="true" />
        {busy ? ADMIN_INVITATIONS.submitting : ADMIN_INVITATIONS.submit}
      </Button>
    </form>
  );
}
