import { RADIUS_MILES } from '@haulclub/shared';
import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';

import { OptionalLabel } from './optional-label';

/** The two fields as every trucker form names them. */
interface RadiusRateValues {
  maxRadius: number;
  minRateDollars: number | null;
}

const toNumberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

/**
 * Max radius (miles) and the minimum rate per mile (dollars, optional), for any form in a
 * FormProvider with `maxRadius` and `minRateDollars`: onboarding and the lane profile page.
 */
export function RadiusRateFields({
  idPrefix,
  copy,
}: {
  idPrefix: string;
  copy: { maxRadius: string; maxRadiusHint: string; minRate: string; minRatePlaceholder: string };
}) {
  const {
    register,
    formState: { errors },
  } = useFormContext<RadiusRateValues>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id={`${idPrefix}-radius`}
        label={copy.maxRadius}
        error={errors.maxRadius?.message}
        hint={copy.maxRadiusHint}
      >
        {(c) => (
          <Input
            {...c}
            type="number"
            inputMode="numeric"
            min={RADIUS_MILES.min}
            max={RADIUS_MILES.max}
            step={1}
            required
            {...register('maxRadius', { valueAsNumber: true })}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-min-rate`}
        label={<OptionalLabel label={copy.minRate} />}
        error={errors.minRateDollars?.message}
      >
        {(c) => (
          <Input
            {...c}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder={copy.minRatePlaceholder}
            {...register('minRateDollars', { setValueAs: toNumberOrNull })}
          />
        )}
      </FormField>
    </div>
  );
}
