import { MEMBERSHIP_LIMITS as L, TRUCK_TYPE_CATALOGUE } from '@haulclub/shared';
import { ArrowLeftIcon, CheckIcon } from 'lucide-react';
import { useId } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { describedByMissing, MissingFields } from '@/components/ui/missing-fields';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { ONBOARDING } from '@/content/membership';

import type { TruckerOnboardingFormInput } from '../schemas';
import { LanesField } from './lanes-field';
import { OptionalLabel } from './optional-label';
import { RadiusRateFields } from './radius-rate-fields';

const { fields } = ONBOARDING.trucker;

/** An empty number field means "no minimum rate"; anything else is a number (NaN is refused by the schema). */

/**
 * Trucker step 2: truck type, equipment, radius, minimum rate and lanes. Complete waits for a truck type
 * and says so.
 */
export function TruckerEquipmentStep({ onBack, busy }: { onBack: () => void; busy: boolean }) {
  const missingId = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TruckerOnboardingFormInput>();
  const truckType = useWatch({ control, name: 'truckType' });
  const missing = truckType ? [] : [fields.truckType];

  return (
    <div className="flex flex-col gap-5">
      <FormField id="trucker-truck-type" label={fields.truckType} error={errors.truckType?.message}>
        {(c) => (
          <NativeSelect {...c} required {...register('truckType')}>
            <option value="">{fields.chooseTruckType}</option>
            {TRUCK_TYPE_CATALOGUE.map((type) => (
              <option key={type.code} value={type.code}>
                {type.label}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>
      <FormField
        id="trucker-equipment"
        label={<OptionalLabel label={fields.equipmentDetails} />}
        error={errors.equipmentDetails?.message}
      >
        {(c) => (
          <Textarea
            {...c}
            rows={3}
            maxLength={L.equipmentDetails}
            placeholder={fields.equipmentPlaceholder}
            {...register('equipmentDetails')}
          />
        )}
      </FormField>
      <RadiusRateFields idPrefix="trucker" copy={fields} />
      <LanesField />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
        <Button type="button" variant="outline" onClick={onBack} disabled={busy}>
          <ArrowLeftIcon aria-hidden="true" />
          {ONBOARDING.back}
        </Button>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button
            type="submit"
            disabled={missing.length > 0 || busy}
            {...describedByMissing(missingId, missing)}
          >
            <CheckIcon aria-hidden="true" />
            {busy ? ONBOARDING.trucker.completing : ONBOARDING.trucker.complete}
          </Button>
          <MissingFields id={missingId} missing={missing} lead={ONBOARDING.stillNeeded} />
        </div>
      </div>
    </div>
  );
}
