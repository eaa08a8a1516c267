import { MEMBERSHIP_LIMITS as L } from '@haulclub/shared';
import { useFormContext } from 'react-hook-form';

import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { UsStateOptions } from '@/components/ui/us-state-options';
import { MEMBERSHIP_FIELDS as F } from '@/content/membership';

import type { BrokerageFieldValues } from '../schemas';
import { OptionalLabel } from './optional-label';

/** Company, MC and DOT numbers and the business address: shared by /apply and broker onboarding. */
export function BrokerageFields({ idPrefix }: { idPrefix: string }) {
  const {
    register,
    formState: { errors },
  } = useFormContext<BrokerageFieldValues>();
  const id = (name: string) => `${idPrefix}-${name}`;

  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormField
        id={id('company')}
        label={F.companyName}
        error={errors.companyName?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            required
            maxLength={L.companyName}
            {...register('companyName')}
          />
        )}
      </FormField>
      <FormField id={id('mc')} label={F.mcNumber} error={errors.mcNumber?.message} hint={F.mcHint}>
        {(control) => (
          <Input {...control} inputMode="numeric" required maxLength={20} {...register('mcNumber')} />
        )}
      </FormField>
      <FormField
        id={id('dot')}
        label={<OptionalLabel label={F.dotNumber} />}
        error={errors.dotNumber?.message}
      >
        {(control) => <Input {...control} inputMode="numeric" maxLength={20} {...register('dotNumber')} />}
      </FormField>
      <FormField
        id={id('address')}
        label={F.address}
        error={errors.address?.message}
        className="sm:col-span-2"
      >
        {(control) => (
          <Input
            {...control}
            autoComplete="street-address"
            required
            maxLength={L.address}
            {...register('address')}
          />
        )}
      </FormField>
      <FormField id={id('city')} label={F.city} error={errors.city?.message} className="sm:col-span-2">
        {(control) => (
          <Input
            {...control}
            autoComplete="address-level2"
            required
            maxLength={L.city}
            {...register('city')}
          />
        )}
      </FormField>
      <FormField id={id('state')} label={F.state} error={errors.state?.message}>
        {(control) => (
          <NativeSelect {...control} autoComplete="address-level1" required {...register('state')}>
            <UsStateOptions prompt={F.chooseState} />
          </NativeSelect>
        )}
      </FormField>
      <FormField id={id('zip')} label={F.zipCode} error={errors.zipCode?.message}>
        {(control) => (
          <Input
            {...control}
            autoComplete="postal-code"
            inputMode="numeric"
            required
            maxLength={5}
            {...register('zipCode')}
          />
        )}
      </FormField>
    </div>
  );
}
