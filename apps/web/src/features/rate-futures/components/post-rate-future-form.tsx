import { formatCents, type CreatePrecommitmentInput } from '@haulclub/shared';
import { SendIcon } from 'lucide-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { BROKER_RATE_FUTURES as copy, RATE_FUTURE_TEXT } from '@/content/rate-futures';

import { useCreateRateFuture } from '../api/create-rate-future';
import { errorDetail } from '../utils/format';
import {
  applyRateFutureServerErrors,
  commitmentCents,
  rateFutureFormDefaults,
  rateFutureResolver,
  type RateFutureFormValues,
} from '../utils/rate-future-form';
import { ForecastHint } from './forecast-hint';
import { RateFutureFormFields } from './rate-future-form-fields';

/**
 * Post a rate future (POST /api/precommitments): validated with `createPrecommitmentInput`, the
 * commitment amount (rate × miles) shown as it is typed, the server's 400s under their fields.
 */
export function PostRateFutureForm() {
  const mutation = useCreateRateFuture();
  const form = useForm<RateFutureFormValues, unknown, CreatePrecommitmentInput>({
    resolver: rateFutureResolver,
    defaultValues: rateFutureFormDefaults(),
  });
  const [laneFrom, laneTo, truckType, rate, miles] = useWatch({
    control: form.control,
    name: ['lane_from', 'lane_to', 'truck_type', 'forecast_rate', 'miles_estimate'],
  });
  const amount = commitmentCents(rate, miles);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const future = await mutation.mutateAsync(input);
      toast.success(copy.posted(RATE_FUTURE_TEXT.ref(future.number)));
      form.reset(rateFutureFormDefaults());
    } catch (error) {
      if (applyRateFutureServerErrors(error, form.setError) > 0) return;
      toast.error(copy.failed, { description: errorDetail(error) });
    }
  });

  const busy = form.formState.isSubmitting || mutation.isPending;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-labelledby="post-rate-future-heading"
        aria-busy={busy}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4"
      >
        <RateFutureFormFields />
        <ForecastHint laneFrom={laneFrom} laneTo={laneTo} truckType={truckType} />
        <dl className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <dt className="font-medium">{copy.commitment}</dt>
          <dd className="text-lg font-bold tabular-nums" aria-live="polite">
            {amount === null ? (
              <span className="text-sm font-normal text-muted-foreground">{copy.commitmentUnknown}</span>
            ) : (
              formatCents(amount)
            )}
          </dd>
          <dd className="w-full text-xs text-muted-foreground">{copy.commitmentHint}</dd>
        </dl>
        <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start">
          <SendIcon aria-hidden="true" />
          {busy ? copy.submitting : copy.submit}
        </Button>
      </form>
    </FormProvider>
  );
}
