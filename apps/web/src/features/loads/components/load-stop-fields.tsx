import { MEMBERSHIP_LIMITS } from '@haulclub/shared';
import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { FormSection } from '@/components/ui/form-section';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { UsStateOptions } from '@/components/ui/us-state-options';
import { POST_LOAD } from '@/content/loads';

import type { LoadFormValues } from '../utils/load-form';

const { fields } = POST_LOAD;

const WINDOWS = {
  pickup: ['pickupWindowStart', 'pickupWindowEnd'],
  delivery: ['deliveryWindowStart', 'deliveryWindowEnd'],
} as const;

/** The place (city, state, ZIP) and time window of the pickup or the delivery. */
export function LoadStopFields({ stop }: { stop: 'pickup' | 'delivery' }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<LoadFormValues>();
  const placeErrors = errors[stop];
  const id = (name: string) => `${stop}-${name}`;

  return (
    <FormSection title={POST_LOAD.sections[stop]}>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <FormField
          id={id('city')}
          label={fields.city}
          error={placeErrors?.city?.message}
          className="col-span-2 sm:col-span-1"
        >
          {(control) => (
            <Input
              {...control}
              required
              autoComplete="off"
              maxLength={MEMBERSHIP_LIMITS.city}
              {...register(`${stop}.city`)}
            />
          )}
        </FormField>
        <FormField id={id('state')} label={fields.state} error={placeErrors?.state?.message}>
          {(control) => (
            <NativeSelect {...control} required {...register(`${stop}.state`)}>
              <UsStateOptions prompt={fields.chooseState} />
            </NativeSelect>
          )}
        </FormField>
        <FormField id={id('zip')} label={fields.zip} error={placeErrors?.zip?.message}>
          {(control) => (
            <Input
              {...control}
              required
              inputMode="numeric"
              autoComplete="off"
              maxLength={5}
              {...register(`${stop}.zip`)}
            />
          )}
        </FormField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        {WINDOWS[stop].map((name) => (
          <FormField key={name} id={id(name)} label={fields[name]} error={errors[name]?.message}>
            {(control) => <Input {...control} type="datetime-local" required {...register(name)} />}
          </FormField>
        ))}
      </div>
    </FormSection>
  );
}
