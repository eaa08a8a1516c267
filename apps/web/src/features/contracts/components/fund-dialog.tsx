import { formatCents, sandboxCardInput } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CONTRACT_DETAIL } from '@/content/contracts';
import { isApiError } from '@/lib/api-client';

import { useFundContract } from '../api/escrow-actions';
import { FormDialog } from './form-dialog';

const copy = CONTRACT_DETAIL.fundDialog;
type Values = z.input<typeof sandboxCardInput>;

type FundDialogProps = {
  contractId: string;
  totalCents: number;
  /** A futures contract: its completion (not a delivery) releases the money. */
  commitment?: boolean;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * The broker pays the total into escrow with a sandbox test card (validated
 * with the shared schema). Success toasts and closes; a decline or any other
 * failure is the spec's "Payment Error" toast with the server's message (or
 * "Failed to create payment"), and the dialog stays open to try another card.
 */
export function FundDialog({ contractId, totalCents, commitment, open, onOpenChange }: FundDialogProps) {
  const fund = useFundContract(contractId);
  const form = useForm<Values>({
    resolver: zodResolver(sandboxCardInput),
    defaultValues: { number: '', cvc: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await fund.mutateAsync({ card: sandboxCardInput.parse(values) });
      toast.success(copy.success);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      const detail = isApiError(error) && error.status < 500 ? error.detail : null;
      toast.error(copy.errorTitle, { description: detail ?? serverMessage(error) ?? copy.errorDefault });
    }
  });
  const field = (name: keyof Values) => {
    const message = errors[name]?.message;
    return message === undefined ? undefined : String(message);
  };
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      copy={copy}
      description={(commitment ? copy.descriptionCommitment : copy.description)(
        formatCents(totalCents, { showCents: true }),
      )}
      note={<p className="rounded-md bg-muted p-3 text-sm text-muted-foreground">{copy.testCards}</p>}
      onSubmit={onSubmit}
      submitting={isSubmitting}
    >
      <FormField id="fund-card-number" label={copy.number} error={field('number')}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            autoComplete="cc-number"
            required
            {...form.register('number')}
          />
        )}
      </FormField>
      <div className="grid grid-cols-3 gap-3">
        <FormField id="fund-exp-month" label={copy.expMonth} error={field('expMonth')}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-exp-month"
              placeholder="MM"
              required
              {...form.register('expMonth', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField id="fund-exp-year" label={copy.expYear} error={field('expYear')}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-exp-year"
              placeholder="YYYY"
              required
              {...form.register('expYear', { valueAsNumber: true })}
            />
          )}
        </FormField>
        <FormField id="fund-cvc" label={copy.cvc} error={field('cvc')}>
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="cc-csc"
              required
              {...form.register('cvc')}
            />
          )}
        </FormField>
      </div>
    </FormDialog>
  );
}

/** A 5xx's detail when the server wrote one for the payer (the provider's outage), else nothing. */
function serverMessage(error: unknown): string | null {
  return isApiError(error) && error.status === 503 ? error.detail : null;
}
