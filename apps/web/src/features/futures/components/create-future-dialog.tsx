import type { CreateFreightFutureInput } from '@haulclub/shared';
import { AlertTriangleIcon, PlusIcon } from 'lucide-react';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { CREATE_FUTURE, FREIGHT_FUTURES } from '@/content/futures';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useCreateFuture } from '../api/create-future';
import { useForecastPreview } from '../hooks/use-forecast-preview';
import { errorMessage } from '../utils/errors';
import {
  FUTURE_FORM_FIELDS,
  futureFormDefaults,
  futureFormResolver,
  missingFields,
  type FutureFormValues,
} from '../utils/future-form';
import { CreateFutureFields } from './create-future-fields';
import { ForecastPreview } from './forecast-preview';

/**
 * Create Future: the form in a dialog, with the lane's forecast while the broker types. Created → the
 * spec's success toast, the dialog closes and the form resets, the lists reload. A 400 shows under the
 * fields it names; any other refusal is an "Error" toast with the server's message.
 */
export function CreateFutureDialog({ disabledReason }: { disabledReason?: string | undefined }) {
  const [open, setOpen] = useState(false);
  const mutation = useCreateFuture();
  const form = useForm<FutureFormValues, unknown, CreateFreightFutureInput>({
    resolver: futureFormResolver,
    defaultValues: futureFormDefaults(),
  });
  const preview = useForecastPreview(form.control);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      await mutation.mutateAsync(input);
      toast.success(CREATE_FUTURE.created);
      form.reset(futureFormDefaults());
      setOpen(false);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, FUTURE_FORM_FIELDS) > 0) return;
      toast.error(FREIGHT_FUTURES.errorTitle, { description: errorMessage(error) });
    }
  });

  const busy = form.formState.isSubmitting || mutation.isPending;
  // The spec's message stays while a required field is still blank (it is cleared by the next submit).
  const values = useWatch({ control: form.control });
  const required =
    form.formState.errors.root?.type === 'required' &&
    missingFields({ ...futureFormDefaults(), ...values }).length > 0
      ? form.formState.errors.root.message
      : undefined;
  const reasonId = 'create-future-disabled-reason';

  return (
    <div className="flex flex-col items-stretch gap-2 sm:items-end">
      <Button
        disabled={disabledReason !== undefined}
        {...(disabledReason ? { 'aria-describedby': reasonId } : {})}
        onClick={() => {
          setOpen(true);
        }}
      >
        <PlusIcon aria-hidden="true" />
        {CREATE_FUTURE.button}
      </Button>
      {disabledReason ? (
        <p id={reasonId} className="text-sm text-muted-foreground sm:max-w-xs sm:text-right">
          {disabledReason}
        </p>
      ) : null}
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-2xl">
          <DialogHeader>
            <DialogTitle>{CREATE_FUTURE.title}</DialogTitle>
            <DialogDescription>{CREATE_FUTURE.description}</DialogDescription>
          </DialogHeader>
          <FormProvider {...form}>
            <form
              noValidate
              aria-busy={busy}
              onSubmit={(event) => void onSubmit(event)}
              className="flex min-w-0 flex-col gap-4"
            >
              {required ? (
                <Alert variant="destructive">
                  <AlertTriangleIcon aria-hidden="true" />
                  <AlertTitle>{required}</AlertTitle>
                </Alert>
              ) : null}
              <CreateFutureFields />
              <ForecastPreview preview={preview} />
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="outline">{CREATE_FUTURE.cancel}</Button>
                </DialogClose>
                <Button type="submit" disabled={busy}>
                  {busy ? CREATE_FUTURE.submitting : CREATE_FUTURE.submit}
                </Button>
              </DialogFooter>
            </form>
          </FormProvider>
        </DialogContent>
      </Dialog>
    </div>
  );
}
