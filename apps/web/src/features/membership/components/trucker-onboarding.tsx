import { RADIUS_MILES } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { paths } from '@/config/paths';
import { ONBOARDING } from '@/content/membership';

import { useOnboardTrucker } from '../api/onboard-trucker';
import {
  TRUCKER_COMPANY_FIELDS,
  TRUCKER_EQUIPMENT_FIELDS,
  truckerOnboardingForm,
  type TruckerOnboardingFormInput,
  type TruckerOnboardingFormOutput,
} from '../schemas';
import { applyProblemFieldErrors, errorMessage } from '../utils/server-errors';
import { OnboardingFrame } from './onboarding-frame';
import { TruckerCompanyStep } from './trucker-company-step';
import { TruckerEquipmentStep } from './trucker-equipment-step';

const copy = ONBOARDING.trucker;
const onCompanyStep = (fields: readonly string[]) =>
  fields.some((field) => (TRUCKER_COMPANY_FIELDS as readonly string[]).includes(field));

/** Trucker onboarding: step 1 company, step 2 equipment, then POST /api/onboarding/trucker. */
export function TruckerOnboarding() {
  const [step, setStep] = useState(0);
  const navigate = useNavigate();
  const mutation = useOnboardTrucker();
  const form = useForm<TruckerOnboardingFormInput, unknown, TruckerOnboardingFormOutput>({
    resolver: zodResolver(truckerOnboardingForm),
    defaultValues: {
      companyName: '',
      dotNumber: '',
      mcNumber: '',
      phone: '',
      homeBaseCity: '',
      homeBaseState: '',
      truckType: '' as TruckerOnboardingFormInput['truckType'],
      equipmentDetails: '',
      maxRadius: RADIUS_MILES.default,
      minRateDollars: null,
      preferredLanes: [],
    },
  });

  async function next() {
    if (await form.trigger(TRUCKER_COMPANY_FIELDS, { shouldFocus: true })) setStep(1);
  }

  const onInvalid = (errors: FieldErrors<TruckerOnboardingFormInput>) => {
    if (onCompanyStep(Object.keys(errors))) setStep(0);
  };

  const onSubmit = form.handleSubmit(async ({ minRateDollars, ...values }) => {
    try {
      await mutation.mutateAsync({ ...values, minRatePerMileCents: minRateDollars });
      toast.success(ONBOARDING.success);
      await navigate(paths.dashboard.getHref(), { replace: true });
    } catch (error) {
      const fields = [...TRUCKER_COMPANY_FIELDS, ...TRUCKER_EQUIPMENT_FIELDS];
      const applied = applyProblemFieldErrors(error, form.setError, fields, {
        minRatePerMileCents: 'minRateDollars',
      });
      if (onCompanyStep(applied)) setStep(0);
      toast.error(ONBOARDING.error, { description: errorMessage(error) });
    }
  }, onInvalid);

  const busy = form.formState.isSubmitting || mutation.isPending;

  return (
    <OnboardingFrame heading={copy.heading} intro={copy.intro} steps={copy.steps} current={step}>
      <FormProvider {...form}>
        <form
          noValidate
          aria-busy={busy}
          onSubmit={(event) => {
            if (step === 0) {
              event.preventDefault();
              void next();
            } else void onSubmit(event);
          }}
        >
          {step === 0 ? (
            <TruckerCompanyStep onNext={() => void next()} />
          ) : (
            <TruckerEquipmentStep onBack={() => setStep(0)} busy={busy} />
          )}
        </form>
      </FormProvider>
    </OnboardingFrame>
  );
}
