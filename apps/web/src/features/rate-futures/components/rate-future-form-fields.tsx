import { FUTURES_TRUCK_TYPES } from '@haulclub/shared';
import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { BROKER_RATE_FUTURES as copy, EXPIRES_IN_CHOICES, RATE_FUTURE_TEXT } from '@/content/rate-futures';

import type { RateFutureFormValues } from '../utils/rate-future-form';

/** The lane, truck type, rate, miles and expiry fields of the Post a rate future form. */
export function RateFutureFormFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<RateFutureFormValues>();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField
        id="rf-lane-from"
        label={copy.laneFrom}
        error={errors.lane_from?.message}
        hint={copy.laneHint}
      >
        {(control) => (
          <Input
            {...control}
            {...register('lane_from')}
            placeholder={copy.lanePlaceholder}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField id="rf-lane-to" label={copy.laneTo} error={errors.lane_to?.message} hint={copy.laneHint}>
        {(control) => (
          <Input
            {...control}
            {...register('lane_to')}
            placeholder={copy.lanePlaceholder}
            autoComplete="off"
          />
        )}
      </FormField>
      <FormField id="rf-truck-type" label={copy.truckType} error={errors.truck_type?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('truck_type')}>
            <option value="">{copy.truckTypePlaceholder}</option>
            {FUTURES_TRUCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {RATE_FUTURE_TEXT.truckType(type)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id="rf-forecast-rate" label={copy.forecastRate} error={errors.forecast_rate?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('forecast_rate')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            placeholder={copy.ratePlaceholder}
          />
        )}
      </FormField>
      <FormField id="rf-miles-estimate" label={copy.milesEstimate} error={errors.miles_estimate?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('miles_estimate')}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            placeholder={copy.milesPlaceholder}
          />
        )}
      </FormField>
      <FormField id="rf-expires-in" label={copy.expiresIn} error={errors.expires_in?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('expires_in')}>
            {EXPIRES_IN_CHOICES.map((choice) => (
              <option key={choice.hours} value={String(choice.hours)}>
                {choice.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
    </div>
  );
}
