import { formatCents, LOAD_LIMITS, MAX_LOAD_MILES, ratePerMileCents } from '@haulclub/shared';
import { useFormContext, useWatch } from 'react-hook-form';

import { LaneRateHint } from '@/components/market/lane-rate-hint';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { POST_LOAD } from '@/content/loads';

import { useLaneRateEstimate } from '../hooks/use-lane-rate-estimate';
import { useMilesEstimate } from '../hooks/use-miles-estimate';
import { errorDetail } from '../utils/format';
import { dollarsToCents, type LoadFormValues } from '../utils/load-form';

const { fields } = POST_LOAD;

function milesHint(estimate: ReturnType<typeof useMilesEstimate>): string {
  if (!estimate) return POST_LOAD.milesHint;
  if (estimate.isError) return POST_LOAD.estimateFailed(errorDetail(estimate.error));
  if (estimate.data) return POST_LOAD.estimate(estimate.data.estimatedMiles);
  return POST_LOAD.estimating;
}

/**
 * Total rate in dollars (with the rate per mile as you type) and the miles, prefilled from the estimate;
 * under them, the lane's 30-day average and how the typed rate compares.
 */
export function LoadRateFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<LoadFormValues>();
  const estimate = useMilesEstimate();
  const lane = useLaneRateEstimate();
  const [rate, miles] = useWatch({ control, name: ['rate', 'miles'] });
  const rateCents = dollarsToCents(rate);
  const milesNumber = Number(miles);
  const perMile =
    rateCents && rateCents > 0 && Number.isInteger(milesNumber) && milesNumber > 0
      ? POST_LOAD.ratePerMile(formatCents(ratePerMileCents(rateCents, milesNumber), { showCents: true }))
      : undefined;

  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="load-rate" label={fields.rate} error={errors.rate?.message} hint={perMile}>
          {(control) => (
            <Input
              {...control}
              type="number"
              required
              min={0.01}
              max={LOAD_LIMITS.maxRateCents / 100}
              step={0.01}
              inputMode="decimal"
              placeholder={fields.ratePlaceholder}
              {...register('rate')}
            />
          )}
        </FormField>
        <FormField
          id="load-miles"
          label={fields.miles}
          error={errors.miles?.message}
          hint={milesHint(estimate)}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              min={1}
              max={MAX_LOAD_MILES}
              step={1}
              inputMode="numeric"
              {...register('miles')}
            />
          )}
        </FormField>
      </div>
      {lane ? <LaneRateHint laneRate={lane.laneRate} compared={lane.compared} stale={lane.stale} /> : null}
    </div>
  );
}
