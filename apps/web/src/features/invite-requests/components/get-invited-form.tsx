import { createInviteRequestInput, INVITE_REQUEST_LIMITS } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { GET_INVITED } from '@/content/get-invited';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useCreateInviteRequest } from '../api/create-invite-request';

type FormInput = z.input<typeof createInviteRequestInput>;
type FormOutput = z.output<typeof createInviteRequestInput>;

const FIELDS = ['email', 'name', 'message'] as const;
const { fields } = GET_INVITED;

/** "Get Invited by Dispatcher": email, optional name and a message, validated with the shared schema. */
export function GetInvitedForm() {
  const mutation = useCreateInviteRequest();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createInviteRequestInput),
    defaultValues: { email: '', name: '', message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
      toast.success(GET_INVITED.success.title, { description: GET_INVITED.success.description });
      reset();
    } catch (error) {
      applyServerFieldErrors(error, setError, FIELDS);
      toast.error(GET_INVITED.failure, isApiError(error) ? { description: error.detail } : undefined);
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
      <FormField id="invite-email" label={fields.email.label} error={errors.email?.message}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            required
            maxLength={INVITE_REQUEST_LIMITS.email}
            placeholder={fields.email.placeholder}
            {...register('email')}
          />
        )}
      </FormField>

      <FormField
        id="invite-name"
        label={
          <>
            {fields.name.label}{' '}
            <span className="font-normal text-muted-foreground">({fields.name.hint})</span>
          </>
        }
        error={errors.name?.message}
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="name"
            maxLength={INVITE_REQUEST_LIMITS.name}
            placeholder={fields.name.placeholder}
            {...register('name')}
          />
        )}
      </FormField>

      <FormField
        id="invite-message"
        label={fields.message.label}
        error={errors.message?.message}
        hint={fields.message.hint}
      >
        {(control) => (
          <Textarea
            {...control}
            required
            rows={5}
            maxLength={INVITE_REQUEST_LIMITS.message}
            placeholder={fields.message.placeholder}
            {...register('message')}
          />
        )}
      </FormField>

      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        <SendIcon aria-hidden="true" />
        {busy ? GET_INVITED.submitting : GET_INVITED.submit}
      </Button>
    </form>
  );
}
