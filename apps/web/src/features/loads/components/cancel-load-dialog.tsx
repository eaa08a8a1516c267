import { adminCancelLoadInput, cancelLoadInput, LOAD_LIMITS } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { toast } from 'sonner';

import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/textarea';
import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { errorDetail, loadRef } from '../utils/format';
import { OptionalLabel } from './optional-label';

export interface CancelDialogCopy {
  title: (ref: string) => string;
  description: string;
  reason: string;
  reasonPlaceholder: string;
  confirm: string;
  pending: string;
  keep: string;
  done: (ref: string) => string;
  failed: string;
}

type ReasonValues = { reason: string };
type ReasonOutput = { reason?: string | undefined };

const optionalReason = zodResolver(cancelLoadInput) as Resolver<ReasonValues, unknown, ReasonOutput>;
const requiredReason = zodResolver(adminCancelLoadInput) as Resolver<ReasonValues, unknown, ReasonOutput>;

type CancelLoadDialogProps = {
  loadNumber: number;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Admins must give a reason (`adminCancelLoadInput`); brokers may (`cancelLoadInput`). */
  reasonRequired: boolean;
  copy: CancelDialogCopy;
  /** Cancels; resolve to close the dialog, reject with the API error to show it. */
  onConfirm: (reason: string | undefined) => Promise<unknown>;
};

/** "Cancel HC-1042?" with a reason. Server field errors show under the reason; a 409 closes the dialog. */
export function CancelLoadDialog(props: CancelLoadDialogProps) {
  const { loadNumber, open, onOpenChange, reasonRequired, copy } = props;
  const ref = loadRef(loadNumber);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ReasonValues, unknown, ReasonOutput>({
    resolver: reasonRequired ? requiredReason : optionalReason,
    defaultValues: { reason: '' },
  });

  const onSubmit = handleSubmit(async ({ reason }) => {
    try {
      await props.onConfirm(reason);
      toast.success(copy.done(ref));
      reset();
      onOpenChange(false);
    } catch (error) {
      if (applyServerFieldErrors(error, setError, ['reason']) > 0) return;
      toast.error(copy.failed, { description: errorDetail(error) });
      // 409: the load moved on (booked, delivered); the refreshed list shows where it stands.
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
      title={copy.title(ref)}
      description={copy.description}
      cancelLabel={copy.keep}
      confirmLabel={copy.confirm}
      pendingLabel={copy.pending}
      pending={isSubmitting}
      variant="destructive"
      onConfirm={() => void onSubmit()}
    >
      <FormField
        id={`cancel-reason-${String(loadNumber)}`}
        label={reasonRequired ? copy.reason : <OptionalLabel label={copy.reason} />}
        error={errors.reason?.message}
      >
        {(control) => (
          <Textarea
            {...control}
            required={reasonRequired}
            rows={3}
            maxLength={LOAD_LIMITS.cancelReason}
            placeholder={copy.reasonPlaceholder}
            {...register('reason')}
          />
        )}
      </FormField>
    </ConfirmDialog>
  );
}
