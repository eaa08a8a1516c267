import { MEMBERSHIP_LIMITS as L } from '@haulclub/shared';
import { ArrowRightIcon } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { UsStateOptions } from '@/components/ui/us-state-options';
import { MEMBERSHIP_FIELDS as F, ONBOARDING } from '@/content/membership';

import type { TruckerOnboardingFormInput } from '../schemas';
import { OptionalLabel } from './optional-label';

const { fields } = ONBOARDING.trucker;
const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/** Trucker step 1: company, optional DOT and MC numbers, home base. Next waits for the required three. */
export function TruckerCompanyStep({ onNext }: { onNext: () => void }) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TruckerOnboardingFormInput>();
  const [companyName, city, state] = useWatch({
    control,
    name: ['companyName', 'homeBaseCity', 'homeBaseState'],
  });
  const ready = filled(companyName) && filled(city) && filled(state);

  return (
    <div className="flex flex-col gap-5">
      <FormField id="trucker-company" label={F.companyName} error={errors.companyName?.message}>
        {(c) => (
          <Input
            {...c}
            autoComplete="organization"
            required
            maxLength={L.companyName}
            {...register('companyName')}
          />
        )}
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id="trucker-dot"
          label={<OptionalLabel label={F.dotNumber} />}
          error={errors.dotNumber?.message}
        >
          {(c) => <Input {...c} inputMode="numeric" maxLength={20} {...register('dotNumber')} />}
        </FormField>
        <FormField
          id="trucker-mc"
          label={<OptionalLabel label={F.mcNumber} />}
          error={errors.mcNumber?.message}
        >
          {(c) => <Input {...c} inputMode="numeric" maxLength={20} {...register('mcNumber')} />}
        </FormField>
        <FormField
          id="trucker-phone"
          label={<OptionalLabel label={F.phone} />}
          hint={fields.phoneHint}
          error={errors.phone?.message}
          className="sm:col-span-2"
        >
          {(c) => <Input {...c} type="tel" autoComplete="tel" maxLength={20} {...register('phone')} />}
        </FormField>
        <FormField id="trucker-city" label={fields.homeBaseCity} error={errors.homeBaseCity?.message}>
          {(c) => (
            <Input
              {...c}
              autoComplete="address-level2"
              required
              maxLength={L.city}
              {...register('homeBaseCity')}
            />
          )}
        </FormField>
        <FormField id="trucker-state" label={fields.homeBaseState} error={errors.homeBaseState?.message}>
          {(c) => (
            <NativeSelect {...c} required {...register('homeBaseState')}>
              <UsStateOptions prompt={F.chooseState} />
            </NativeSelect>
          )}
        </FormField>
      </div>
      <Button type="button" disabled={!ready} onClick={onNext} className="w-full sm:w-auto sm:self-end">
        {ONBOARDING.trucker.next}
        <ArrowRightIcon aria-hidden="true" />
      </Button>
    </div>
  );
}
