import {
  MEMBERSHIP_LIMITS as L,
  RADIUS_MILES,
  TRUCK_TYPE_CATALOGUE,
  TRUCK_TYPES,
  type TruckType,
} from '@haulclub/shared';
import { Controller, useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { FormHint, FormMessage } from '@/components/ui/form-message';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { LANE_PROFILE_PAGE } from '@/content/lane-profile';

import type { LaneProfileFormInput } from '../utils/lane-profile-form';
import { OptionalLabel } from './optional-label';

const { fields: F } = LANE_PROFILE_PAGE;
const toNumberOrNull = (value: unknown) => (value === '' || value == null ? null : Number(value));

/** Truck types as checkboxes (one or more) and the free-text equipment details. */
export function LaneProfileEquipmentFields() {
  const {
    control,
    register,
    formState: { errors },
  } = useFormContext<LaneProfileFormInput>();
  const typesError = errors.truckTypes?.message ?? errors.truckTypes?.root?.message;
  return (
    <div className="flex flex-col gap-5">
      <Controller
        control={control}
        name="truckTypes"
        render={({ field }) => (
          <fieldset
            className="flex min-w-0 flex-col gap-2"
            aria-describedby={typesError ? 'profile-truck-types-error' : 'profile-truck-types-hint'}
          >
            <legend className="mb-2 text-sm font-medium">{F.truckTypes}</legend>
            <div className="flex flex-wrap gap-2">
              {TRUCK_TYPE_CATALOGUE.map(({ code, label }) => (
                <label
                  key={code}
                  className="flex h-9 cursor-pointer items-center gap-2 rounded-md border border-input px-3 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/10 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    type="checkbox"
                    className="size-4 accent-primary"
                    checked={field.value.includes(code)}
                    onChange={(event) => {
                      const value = field.value as TruckType[];
                      field.onChange(
                        event.target.checked
                          ? TRUCK_TYPES.filter((t) => t === code || value.includes(t))
                          : value.filter((t) => t !== code),
                      );
                    }}
                  />
                  {label}
                </label>
              ))}
            </div>
            {typesError ? (
              <FormMessage id="profile-truck-types-error">{typesError}</FormMessage>
            ) : (
              <FormHint id="profile-truck-types-hint">{F.truckTypesHint}</FormHint>
            )}
          </fieldset>
        )}
      />
      <FormField
        id="profile-equipment"
        label={<OptionalLabel label={F.equipmentDetails} />}
        error={errors.equipmentDetails?.message}
      >
        {(c) => <Textarea {...c} rows={2} maxLength={L.equipmentDetails} {...register('equipmentDetails')} />}
      </FormField>
    </div>
  );
}

/** Max radius and the minimum rate per mile (in dollars). */
export function LaneProfileRadiusFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<LaneProfileFormInput>();
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id="profile-radius"
        label={F.maxRadius}
        error={errors.maxRadius?.message}
        hint={F.maxRadiusHint}
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
        id="profile-min-rate"
        label={<OptionalLabel label={F.minRate} />}
        error={errors.minRateDollars?.message}
      >
        {(c) => (
          <Input
            {...c}
            type="number"
            inputMode="decimal"
            min={0}
            step={0.01}
            placeholder={F.minRatePlaceholder}
            {...register('minRateDollars', { setValueAs: toNumberOrNull })}
          />
        )}
      </FormField>
    </div>
  );
}
