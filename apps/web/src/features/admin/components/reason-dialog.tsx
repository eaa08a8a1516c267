import { MEMBERSHIP_LIMITS, suspendUserInput } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { ADMIN_COMMON } from '@/content/admin';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { errorDetail } from '../utils/format';

/** `rejectApplicationInput` and `suspendUserInput` are the same shape: a required reason. */
const reasonSchema = suspendUserInput;
type ReasonValues = { reason: string };

type ReasonDialogProps = {
  id: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  placeholder: string;
  confirmLabel: string;
  pendingLabel: string;
  failureTitle: string;
  /** Runs the action; resolve to close the dialog, reject with the API error to show it. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/** A dialog asking for a required reason (reject, suspend). Server field errors show under the field. */
export function ReasonDialog(props: ReasonDialogProps) {
  const { id, open, onOpenChange, title, description, placeholder } = props;
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReasonValues>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await props.onConfirm(reason);
      reset();
      onOpenChange(false);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['reason']) > 0) return;
      toast.error(props.failureTitle, { description: errorDetail(error) });
      // 409: decided or changed by someone else; the refreshed screen shows the new state.
      if (isApiError(error) && error.status === 409) onOpenChange(false);
    }
  });

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) reset();
        onOpenChange(next);
      }}
      title={title}
      description={description}
      cancelLabel={ADMIN_COMMON.cancel}
      confirmLabel={props.confirmLabel}
      pendingLabel={props.pendingLabel}
      pending={isSubmitting}
      variant="destructive"
      onConfirm={() => void onSubmit()}
    >
      <FormField id={id} label={ADMIN_COMMON.reasonLabel} error={errors.reason?.message}>
        {(control) => (
          <Textarea
            {...control}
            required
            rows={4}
            maxLength={MEMBERSHIP_LIMITS.reason}
            placeholder={placeholder}
            {...register('reason')}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
