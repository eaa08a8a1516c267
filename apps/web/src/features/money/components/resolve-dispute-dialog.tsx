import { DISPUTE_RESOLUTIONS, type AdminDisputeView } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { contractRef } from '@/content/contracts';
import { ADMIN_MONEY } from '@/content/money';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useResolveDispute } from '../api/resolve-dispute';
import { money } from '../utils/format';
import { resolveFormSchema, splitSum, toResolveInput, type ResolveFormValues } from '../utils/resolve-form';

const copy = ADMIN_MONEY.resolve;
const dollars = (cents: number) => (cents / 100).toFixed(2);

type Props = { dispute: AdminDisputeView; open: boolean; onOpenChange: (open: boolean) => void };

/** Release, refund, or a split whose three parts must add up to the contract's total; a note is required. */
export function ResolveDisputeDialog({ dispute: d, open, onOpenChange }: Props) {
  const resolve = useResolveDispute();
  const form = useForm<ResolveFormValues>({
    resolver: zodResolver(resolveFormSchema(d.totalCents)),
    defaultValues: {
      resolution: 'release',
      truckerCents: dollars(d.truckerCents),
      brokerCents: dollars(d.brokerCents),
      platformCents: dollars(d.platformCents),
      note: '',
    },
  });
  const { register, handleSubmit, control, setError, formState } = form;
  const { errors } = formState;
  const values = useWatch({ control });

  const onSubmit = handleSubmit(async (valid) => {
    try {
      await resolve.mutateAsync({ contractId: d.contractId, ...toResolveInput(valid) });
      toast.success(copy.done);
      onOpenChange(false);
    } catch (error) {
      if (
        applyServerFieldErrors(error, setError, ['truckerCents', 'brokerCents', 'platformCents', 'note']) > 0
      )
        return;
      toast.error(copy.failed, { description: isApiError(error) ? error.detail : undefined });
      if (isApiError(error) && error.status === 409) onOpenChange(false);
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={copy.title(contractRef(d.contractNumber))}
      description={copy.description(money(d.totalCents))}
      cancelLabel={copy.cancel}
      confirmLabel={copy.confirm}
      pendingLabel={copy.pending}
      pending={formState.isSubmitting}
      onConfirm={() => void onSubmit()}
    >
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium">{copy.resolution}</legend>
        {DISPUTE_RESOLUTIONS.map((r) => (
          <label
            key={r}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-checked:border-primary has-checked:bg-accent"
          >
            <input type="radio" value={r} className="accent-primary" {...register('resolution')} />
            {copy.options[r]}
          </label>
        ))}
      </fieldset>
      {values.resolution === 'split' ? (
        <div className="flex flex-col gap-3">
          <div className="grid gap-3 sm:grid-cols-3">
            {(
              [
                ['truckerCents', copy.trucker],
                ['brokerCents', copy.broker],
                ['platformCents', copy.platform],
              ] as const
            ).map(([field, label]) => (
              <FormField key={field} id={`resolve-${field}`} label={label} error={errors[field]?.message}>
                {(control) => <Input {...control} inputMode="decimal" {...register(field)} />}
              </FormField>
            ))}
          </div>
          <p aria-live="polite" className="text-sm text-muted-foreground">
            {copy.sum(money(splitSum(values)), money(d.totalCents))}
          </p>
        </div>
      ) : null}
      <FormField id="resolve-note" label={copy.note} error={errors.note?.message}>
        {(control) => <Textarea {...control} rows={3} {...register('note')} />}
      </FormField>
    </ConfirmDialog>
  );
}
