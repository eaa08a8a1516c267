import { RADIUS_MILES } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
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

type Props = {
  /**
   * Shown once the profile is created (the payments feature's optional payout set-up), above "Go to
   * dashboard". Without it, a finished trucker goes straight to the dashboard.
   */
  completion?: (trucker: { companyName: string }) => ReactNode;
};

/** Trucker onboarding: step 1 company, step 2 equipment, then POST /api/onboarding/trucker. */
export function TruckerOnboarding({ completion }: Props) {
  const [step, setStep] = useState(0);
  const [done, setDone] = useState<{ companyName: string } | null>(null);
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
      lanes: [],
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
      if (completion) setDone({ companyName: values.companyName });
      else await navigate(paths.trucker.root.getHref(), { replace: true });
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

  if (done && completion) {
    return (
      <div className="flex flex-col gap-6">
        <div>
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.done.heading}</h1>
          <p className="mt-2 text-muted-foreground">{copy.done.intro}</p>
        </div>
        {completion(done)}
        <Button
          className="self-start"
          onClick={() => void navigate(paths.trucker.root.getHref(), { replace: true })}
        >
          {copy.done.toDashboard}
        </Button>
      </div>
    );
  }

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
