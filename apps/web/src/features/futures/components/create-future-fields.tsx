import { FUTURES_TRUCK_TYPES } from '@haulclub/shared';
import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { CREATE_FUTURE, FUTURE_CARD } from '@/content/futures';

import { todayInFuturesZone } from '../utils/format';
import type { FutureFormValues } from '../utils/future-form';

const id = (field: keyof FutureFormValues) => `create-future-${field}`;

/** The spec's seven fields of Create Future (§5), each labelled and showing its error under it. */
export function CreateFutureFields() {
  const { register, formState, watch } = useFormContext<FutureFormValues>();
  const { errors } = formState;
  const { fields } = CREATE_FUTURE;
  const today = todayInFuturesZone();
  const start = watch('start_date');

  return (
    <div className="grid min-w-0 gap-4 sm:grid-cols-2">
      <FormField id={id('lane_from')} label={fields.lane_from} error={errors.lane_from?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('lane_from')}
            autoComplete="off"
            placeholder={CREATE_FUTURE.lanePlaceholder}
          />
        )}
      </FormField>
      <FormField id={id('lane_to')} label={fields.lane_to} error={errors.lane_to?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('lane_to')}
            autoComplete="off"
            placeholder={CREATE_FUTURE.lanePlaceholder}
          />
        )}
      </FormField>
      <FormField id={id('truck_type')} label={fields.truck_type} error={errors.truck_type?.message}>
        {(control) => (
          <NativeSelect {...control} {...register('truck_type')}>
            <option value="">{CREATE_FUTURE.chooseTruckType}</option>
            {FUTURES_TRUCK_TYPES.map((code) => (
              <option key={code} value={code}>
                {FUTURE_CARD.truckType(code)}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField id={id('rate_per_mile')} label={fields.rate_per_mile} error={errors.rate_per_mile?.message}>
        {(control) => (
          <Input
            {...control}
            {...register('rate_per_mile')}
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            placeholder={CREATE_FUTURE.ratePlaceholder}
          />
        )}
      </FormField>
      <FormField
        id={id('estimated_miles')}
        label={fields.estimated_miles}
        error={errors.estimated_miles?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...register('estimated_miles')}
            type="number"
            inputMode="numeric"
            step="1"
            min="1"
            placeholder={CREATE_FUTURE.milesPlaceholder}
          />
        )}
      </FormField>
      <div className="hidden sm:block" aria-hidden="true" />
      <FormField id={id('start_date')} label={fields.start_date} error={errors.start_date?.message}>
        {(control) => <Input {...control} {...register('start_date')} type="date" min={today} />}
      </FormField>
      <FormField id={id('end_date')} label={fields.end_date} error={errors.end_date?.message}>
        {(control) => (
          <Input {...control} {...register('end_date')} type="date" min={start === '' ? today : start} />
        )}
      </FormField>
    </div>
  );
}
