import { CONTRACT_LIMITS, contractTermsInput, type ContractTerms } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { CONTRACT_DETAIL } from '@/content/contracts';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useUpdateContractTerms } from '../api/update-contract-terms';
import { errorMessage } from '../utils/format';

const copy = CONTRACT_DETAIL.terms;
const FIELDS = ['paymentTerms', 'cancellationPolicy', 'insuranceRequirements'] as const;
type Values = z.input<typeof contractTermsInput>;

/** The broker edits the three terms; the server refuses once someone has signed (409, toasted). */
export function TermsForm({
  contractId,
  terms,
  onDone,
}: {
  contractId: string;
  terms: ContractTerms;
  onDone: () => void;
}) {
  const update = useUpdateContractTerms(contractId);
  const form = useForm<Values>({ resolver: zodResolver(contractTermsInput), defaultValues: terms });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(contractTermsInput.parse(values));
      toast.success(copy.saved);
      onDone();
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, [...FIELDS]) > 0) return;
      toast.error(CONTRACT_DETAIL.errorTitle, { description: errorMessage(error) });
      onDone();
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {FIELDS.map((field) => (
        <FormField key={field} id={`contract-${field}`} label={copy[field]} error={errors[field]?.message}>
          {(control) => (
            <Textarea
              {...control}
              required
              rows={3}
              maxLength={CONTRACT_LIMITS.term}
              {...form.register(field)}
            />
          )}
        </FormField>
      ))}
      <div className="flex gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? copy.saving : copy.save}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
