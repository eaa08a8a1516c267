import { MEMBERSHIP_LIMITS as L, TRUCK_TYPE_CATALOGUE, TRUCK_TYPES, type TruckType } from '@haulclub/shared';
import { Controller, useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { FormHint, FormMessage } from '@/components/ui/form-message';
import { Textarea } from '@/components/ui/textarea';
import { LANE_PROFILE_PAGE } from '@/content/lane-profile';

import type { LaneProfileFormInput } from '../utils/lane-profile-form';
import { OptionalLabel } from './optional-label';
import { RadiusRateFields } from './radius-rate-fields';

const { fields: F } = LANE_PROFILE_PAGE;

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
  return <RadiusRateFields idPrefix="profile" copy={F} />;
}
