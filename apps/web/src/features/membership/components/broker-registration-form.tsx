import { brokerRegistrationInput, type BrokerRegistrationData } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { BuildingIcon } from 'lucide-react';
import { useId } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { describedByMissing, MissingFields } from '@/components/ui/missing-fields';
import { MEMBERSHIP_FIELDS as F, ONBOARDING } from '@/content/membership';

import { useRegisterBroker } from '../api/register-broker';
import { BROKERAGE_FIELDS, type BrokerRegistrationFormInput } from '../schemas';
import { applyProblemFieldErrors, errorMessage } from '../utils/server-errors';
import { BrokerageFields } from './brokerage-fields';
import { OptionalLabel } from './optional-label';

const REQUIRED = ['companyName', 'mcNumber', 'address', 'city', 'state', 'zipCode'] as const;
const REQUIRED_LABELS = [F.companyName, F.mcNumber, F.address, F.city, F.state, F.zipCode] as const;
const FIELDS = [...BROKERAGE_FIELDS, 'phone'] as const;
const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;
/** The phone is optional: a blank field sends none. */
const blankToUndefined = (value: unknown) => (filled(value) ? value : undefined);

/** Broker step 1: register the brokerage. The button waits for every required field and names those missing. */
export function BrokerRegistrationForm({ defaultCompanyName = '' }: { defaultCompanyName?: string }) {
  const missingId = useId();
  const mutation = useRegisterBroker();
  const form = useForm<BrokerRegistrationFormInput, unknown, BrokerRegistrationData>({
    resolver: zodResolver(brokerRegistrationInput),
    defaultValues: {
      companyName: defaultCompanyName,
      mcNumber: '',
      dotNumber: '',
      address: '',
      city: '',
      state: '',
      zipCode: '',
    },
  });
  const required = useWatch({ control: form.control, name: REQUIRED });
  const missing = REQUIRED_LABELS.filter((_, index) => !filled(required[index]));

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutation.mutateAsync(values);
    } catch (error) {
      applyProblemFieldErrors(error, form.setError, FIELDS);
      toast.error(ONBOARDING.error, { description: errorMessage(error) });
    }
  });

  const busy = form.formState.isSubmitting || mutation.isPending;

  return (
    <FormProvider {...form}>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-5"
        aria-busy={busy}
      >
        <BrokerageFields idPrefix="broker" />
        <FormField
          id="broker-phone"
          label={<OptionalLabel label={F.phone} />}
          error={form.formState.errors.phone?.message}
          hint={F.phoneHint}
        >
          {(c) => (
            <Input
              {...c}
              type="tel"
              autoComplete="tel"
              {...form.register('phone', { setValueAs: blankToUndefined })}
            />
          )}
        </FormField>
        <div className="flex flex-col gap-2 sm:items-end">
          <Button
            type="submit"
            disabled={missing.length > 0 || busy}
            className="w-full sm:w-auto"
            {...describedByMissing(missingId, missing)}
          >
            <BuildingIcon aria-hidden="true" />
            {busy ? ONBOARDING.broker.creating : ONBOARDING.broker.create}
          </Button>
          <MissingFields id={missingId} missing={missing} lead={ONBOARDING.stillNeeded} />
        </div>
      </form>
    </FormProvider>
  );
}
