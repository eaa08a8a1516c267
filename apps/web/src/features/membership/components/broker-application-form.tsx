import { brokerApplicationInput, MEMBERSHIP_LIMITS as L, type FmcsaVerdict } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { SendIcon } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import { Textarea } from '@/components/ui/textarea';
import { paths } from '@/config/paths';
import { APPLY, MEMBERSHIP_FIELDS as F } from '@/content/membership';

import { useCreateBrokerApplication } from '../api/create-broker-application';
import { applyProblemFieldErrors, errorMessage } from '../utils/server-errors';
import { ApplicantFields } from './applicant-fields';
import { BrokerageFields } from './brokerage-fields';
import { OptionalLabel } from './optional-label';

type FormInput = z.input<typeof brokerApplicationInput>;
type FormOutput = z.output<typeof brokerApplicationInput>;

const FIELDS = [
  'firstName',
  'lastName',
  'email',
  'password',
  'phone',
  'companyName',
  'mcNumber',
  'dotNumber',
  'address',
  'city',
  'state',
  'zipCode',
  'experience',
] as const;

/** The toast after a successful application, by what became of the FMCSA check (spec §8). */
function successTitle(verification: FmcsaVerdict): string {
  if (verification === 'pending') return APPLY.success.verifying;
  if (verification === 'unavailable') return APPLY.success.verificationPending;
  return APPLY.success.received;
}

type Props = { invitation?: { code: string; email: string } | undefined };

/** The broker application, validated with the shared schema; the server's field errors land on the fields. */
export function BrokerApplicationForm({ invitation }: Props) {
  const navigate = useNavigate();
  const mutation = useCreateBrokerApplication();
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(brokerApplicationInput),
    defaultValues: {
      ...Object.fromEntries(FIELDS.map((field) => [field, ''])),
      email: invitation?.email ?? '',
    },
  });
  const { register, handleSubmit, setError, formState } = form;

  const onSubmit = handleSubmit(async (values) => {
    try {
      const created = await mutation.mutateAsync(
        invitation ? { ...values, inviteCode: invitation.code } : values,
      );
      toast.success(successTitle(created.verification), {
        description: APPLY.success.confirmEmail(created.email),
      });
      await navigate(paths.home.getHref());
    } catch (error) {
      applyProblemFieldErrors(error, setError, FIELDS);
      toast.error(APPLY.error, { description: errorMessage(error) });
    }
  });

  const busy = formState.isSubmitting || mutation.isPending;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-8"
        aria-busy={busy}
      >
        <FormSection title={APPLY.sections.contact}>
          <ApplicantFields />
        </FormSection>
        <FormSection title={APPLY.sections.company}>
          <BrokerageFields idPrefix="apply" />
        </FormSection>
        <FormSection title={APPLY.sections.experience}>
          <FormField
            id="apply-experience"
            label={<OptionalLabel label={F.experience} />}
            error={formState.errors.experience?.message}
            hint={F.experienceHint}
          >
            {(control) => (
              <Textarea {...control} rows={4} maxLength={L.experience} {...register('experience')} />
            )}
          </FormField>
        </FormSection>
        <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
          <SendIcon aria-hidden="true" />
          {busy ? APPLY.submitting : APPLY.submit}
        </Button>
      </form>
    </FormProvider>
  );
}
