import { Controller, useFormContext } from 'react-hook-form';

import { FormSection } from '@/components/ui/form-section';
import { POST_LOAD } from '@/content/loads';

import type { LoadFormValues } from '../utils/load-form';
import { ExpiryChoices } from './expiry-choices';
import { LoadFreightFields } from './load-freight-fields';
import { LoadRateFields } from './load-rate-fields';
import { LoadStopFields } from './load-stop-fields';

const { fields } = POST_LOAD;

/** Every field of a load; the expiry only when posting (an edit keeps the expiry). */
export function LoadFormFields({ withExpiry }: { withExpiry: boolean }) {
  const { register, control } = useFormContext<LoadFormValues>();
  return (
    <div className="flex flex-col gap-8">
      <LoadStopFields stop="pickup" />
      <LoadStopFields stop="delivery" />
      <LoadFreightFields />
      <FormSection title={POST_LOAD.sections.rate}>
        <LoadRateFields />
        <div className="flex flex-col gap-1">
          <label htmlFor="load-premium" className="flex items-center gap-3 text-sm font-medium">
            <input
              id="load-premium"
              type="checkbox"
              className="size-4 accent-primary"
              aria-describedby="load-premium-hint"
              {...register('premium')}
            />
            {fields.premium}
          </label>
          <p id="load-premium-hint" className="pl-7 text-sm text-muted-foreground">
            {fields.premiumHint}
          </p>
        </div>
        {withExpiry ? (
          <Controller
            control={control}
            name="expiryHours"
            render={({ field, fieldState }) => (
              <ExpiryChoices
                name={field.name}
                legend={fields.expiresIn}
                value={field.value}
                onChange={field.onChange}
                error={fieldState.error?.message}
              />
            )}
          />
        ) : null}
      </FormSection>
    </div>
  );
}
