import { zodResolver } from '@hookform/resolvers/zod';
import { LandmarkIcon } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PAYMENTS } from '@/content/payments';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useCompleteSandboxOnboarding } from '../api/complete-sandbox-onboarding';
import { completeSandboxOnboardingInput } from '@haulclub/shared';

const bankDetails = completeSandboxOnboardingInput.omit({ token: true });
type FormInput = z.input<typeof bankDetails>;
type FormOutput = z.output<typeof bankDetails>;

const FIELDS = ['legalName', 'routingNumber', 'accountNumber'] as const;
const { sandbox: copy } = PAYMENTS;

/** The simulated bank details form of the sandbox onboarding page. */
export function SandboxOnboardingForm({
  accountId,
  token,
  defaultLegalName,
  onComplete,
}: {
  accountId: string;
  token: string;
  defaultLegalName: string;
  onComplete: (returnUrl: string) => void;
}) {
  const mutation = useCompleteSandboxOnboarding();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(bankDetails),
    defaultValues: { legalName: defaultLegalName, routingNumber: '', accountNumber: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const { returnUrl } = await mutation.mutateAsync({ accountId, input: { ...values, token } });
      onComplete(returnUrl);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, FIELDS) > 0) return;
      toast.error(copy.failure, isApiError(error) ? { description: error.detail } : undefined);
    }
  });

  const busy = isSubmitting || mutation.isPending;
  const { fields } = copy;

  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      className="flex flex-col gap-5"
      aria-busy={busy}
    >
      <FormField id="sandbox-legal-name" label={fields.legalName.label} error={errors.legalName?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            placeholder={fields.legalName.placeholder}
            {...register('legalName')}
          />
        )}
      </FormField>
      <FormField
        id="sandbox-routing-number"
        label={fields.routingNumber.label}
        error={errors.routingNumber?.message}
        hint={fields.routingNumber.hint}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            maxLength={11}
            {...register('routingNumber')}
          />
        )}
      </FormField>
      <FormField
        id="sandbox-account-number"
        label={fields.accountNumber.label}
        error={errors.accountNumber?.message}
        hint={fields.accountNumber.hint}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="off"
            maxLength={21}
            {...register('accountNumber')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" disabled={busy} className="w-full sm:w-auto sm:self-start">
        <LandmarkIcon aria-hidden="true" />
        {busy ? copy.submitting : copy.submit}
      </Button>
    </form>
  );
}
