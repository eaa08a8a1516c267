import { signContractInput } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { CONTRACT_DETAIL } from '@/content/contracts';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useSignContract } from '../api/sign-contract';
import { errorMessage } from '../utils/format';
import { FormDialog } from './form-dialog';

const copy = CONTRACT_DETAIL.dialog;
type Values = z.input<typeof signContractInput>;

type SignDialogProps = { contractId: string; open: boolean; onOpenChange: (open: boolean) => void };

/** Typed full name → POST sign; "Contract signed successfully!" or the Error toast with the message. */
export function SignDialog({ contractId, open, onOpenChange }: SignDialogProps) {
  const sign = useSignContract(contractId);
  const form = useForm<Values>({ resolver: zodResolver(signContractInput), defaultValues: { fullName: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await sign.mutateAsync(signContractInput.parse(values).fullName);
      toast.success(CONTRACT_DETAIL.signed);
      onOpenChange(false);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['fullName']) > 0) return;
      toast.error(CONTRACT_DETAIL.errorTitle, { description: errorMessage(error) });
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      copy={copy}
      description={copy.description}
      onSubmit={onSubmit}
      submitting={isSubmitting}
    >
      <FormField id="contract-full-name" label={copy.fullName} error={errors.fullName?.message}>
        {(control) => <Input {...control} autoComplete="name" required {...form.register('fullName')} />}
      </FormField>
    </FormDialog>
  );
}
