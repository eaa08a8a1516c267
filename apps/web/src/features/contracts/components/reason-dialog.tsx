import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { CONTRACT_DETAIL } from '@/content/contracts';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { errorMessage } from '../utils/format';
import { FormDialog } from './form-dialog';

type ReasonSchema = z.ZodType<{ reason: string }, { reason: string }>;

export type ReasonDialogProps = {
  id: string;
  schema: ReasonSchema;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  copy: {
    title: string;
    reason: string;
    submit: string;
    submitting: string;
    cancel: string;
    success: string;
  };
  description: ReactNode;
  submit: (body: { reason: string }) => Promise<unknown>;
  destructive?: boolean;
};

/** A dialog asking for a reason (dispute, cancellation) validated with the shared schema; the server's refusal toasts. */
export function ReasonDialog({
  id,
  schema,
  open,
  onOpenChange,
  copy,
  description,
  submit,
  destructive,
}: ReasonDialogProps) {
  const form = useForm<{ reason: string }>({ resolver: zodResolver(schema), defaultValues: { reason: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await submit(schema.parse(values));
      toast.success(copy.success);
      form.reset();
      onOpenChange(false);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, ['reason']) > 0) return;
      toast.error(CONTRACT_DETAIL.errorTitle, { description: errorMessage(error) });
    }
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      copy={copy}
      description={description}
      blockDescription
      onSubmit={onSubmit}
      submitting={isSubmitting}
      submitVariant={destructive ? 'destructive' : 'default'}
    >
      <FormField id={`${id}-reason`} label={copy.reason} error={errors.reason?.message}>
        {(control) => <Textarea {...control} rows={4} required {...form.register('reason')} />}
      </FormField>
    </FormDialog>
  );
}
