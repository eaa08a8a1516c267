import { EQUIPMENT_CATALOGUE, LOAD_LIMITS } from '@haulclub/shared';
import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Textarea } from '@/components/ui/textarea';
import { POST_LOAD } from '@/content/loads';

import type { LoadFormValues } from '../utils/load-form';
import { OptionalLabel } from './optional-label';

const { fields } = POST_LOAD;

/** Equipment, weight, length, commodity and notes. */
export function LoadFreightFields() {
  const {
    register,
    formState: { errors },
  } = useFormContext<LoadFormValues>();

  return (
    <FormSection title={POST_LOAD.sections.freight}>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-3">
        <FormField
          id="load-equipment"
          label={fields.equipment}
          error={errors.equipment?.message}
          className="col-span-2 sm:col-span-1"
        >
          {(control) => (
            <NativeSelect {...control} required {...register('equipment')}>
              <option value="">{fields.chooseEquipment}</option>
              {EQUIPMENT_CATALOGUE.map((type) => (
                <option key={type.code} value={type.code}>
                  {type.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="load-weight" label={fields.weight} error={errors.weightLbs?.message}>
          {(control) => (
            <Input
              {...control}
              type="number"
              required
              min={LOAD_LIMITS.minWeightLbs}
              max={LOAD_LIMITS.maxWeightLbs}
              step={1}
              inputMode="numeric"
              {...register('weightLbs')}
            />
          )}
        </FormField>
        <FormField
          id="load-length"
          label={<OptionalLabel label={fields.length} />}
          error={errors.lengthFt?.message}
        >
          {(control) => (
            <Input
              {...control}
              type="number"
              min={LOAD_LIMITS.minLengthFt}
              max={LOAD_LIMITS.maxLengthFt}
              step={1}
              inputMode="numeric"
              {...register('lengthFt')}
            />
          )}
        </FormField>
      </div>
      <FormField id="load-commodity" label={fields.commodity} error={errors.commodity?.message}>
        {(control) => (
          <Input
            {...control}
            required
            maxLength={LOAD_LIMITS.commodity}
            placeholder={fields.commodityPlaceholder}
            {...register('commodity')}
          />
        )}
      </FormField>
      <FormField
        id="load-notes"
        label={<OptionalLabel label={fields.notes} />}
        error={errors.notes?.message}
        hint={fields.notesHint}
      >
        {(control) => <Textarea {...control} rows={3} maxLength={LOAD_LIMITS.notes} {...register('notes')} />}
      </FormField>
    </FormSection>
  );
}
