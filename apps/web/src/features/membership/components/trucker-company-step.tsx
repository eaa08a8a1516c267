import { MEMBERSHIP_LIMITS as L } from '@haulclub/shared';
import { ArrowRightIcon } from 'lucide-react';
import { useFormContext, useWatch } from 'react-hook-form';

import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { describedByMissing, MissingFields } from '@/components/ui/missing-fields';
import { NativeSelect } from '@/components/ui/native-select';
import { UsStateOptions } from '@/components/ui/us-state-options';
import { MEMBERSHIP_FIELDS as F, ONBOARDING } from '@/content/membership';

import type { TruckerOnboardingFormInput } from '../schemas';
import { OptionalLabel } from './optional-label';

const { fields } = ONBOARDING.trucker;
const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

/**
 * Trucker step 1: company, optional DOT and MC numbers, home base. Next waits for the required three
 * and says which are still missing.
 */
export function TruckerCompanyStep({ onNext }: { onNext: () => void }) {
  const missingId = useId();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<TruckerOnboardingFormInput>();
  const [companyName, city, state] = useWatch({
    control,
    name: ['companyName', 'homeBaseCity', 'homeBaseState'],
  });
  const missing = [
    ...(filled(companyName) ? [] : [F.companyName]),
    ...(filled(city) ? [] : [fields.homeBaseCity]),
    ...(filled(state) ? [] : [fields.homeBaseState]),
  ];

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
      <div className="flex flex-col gap-2 sm:items-end">
        <Button
          type="button"
          disabled={missing.length > 0}
          onClick={onNext}
          className="w-full sm:w-auto"
          {...describedByMissing(missingId, missing)}
        >
          {ONBOARDING.trucker.next}
          <ArrowRightIcon aria-hidden="true" />
        </Button>
        <MissingFields id={missingId} missing={missing} lead={ONBOARDING.stillNeeded} />
      </div>
    </div>
  );
}
