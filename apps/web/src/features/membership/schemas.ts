import { truckerEquipmentStep, truckerOnboardingInput, type brokerRegistrationInput } from '@haulclub/shared';
import { z } from 'zod';

import { dollarsToCents } from './utils/money';

/** The step-1 (company) fields of trucker onboarding, in form order. */
export const TRUCKER_COMPANY_FIELDS = [
  'companyName',
  'dotNumber',
  'mcNumber',
  'phone',
  'homeBaseCity',
  'homeBaseState',
] as const;

/** The step-2 (equipment) fields of trucker onboarding, in form order. */
export const TRUCKER_EQUIPMENT_FIELDS = [
  'truckType',
  'equipmentDetails',
  'maxRadius',
  'minRateDollars',
  'lanes',
] as const;

/**
 * The trucker onboarding form: the shared schema, except that the minimum rate is typed in dollars
 * (step 0.01) and validated as the cents the API takes (`minRatePerMileCents`).
 */
export const truckerOnboardingForm = truckerOnboardingInput.omit({ minRatePerMileCents: true }).extend({
  minRateDollars: z.preprocess(
    (value) => (typeof value === 'number' ? dollarsToCents(value) : value),
    truckerEquipmentStep.shape.minRatePerMileCents,
  ),
});
export type TruckerOnboardingFormInput = z.input<typeof truckerOnboardingForm>;
export type TruckerOnboardingFormOutput = z.output<typeof truckerOnboardingForm>;

export type BrokerRegistrationFormInput = z.input<typeof brokerRegistrationInput>;

/** The fields broker registration shares with /apply. */
export const BROKERAGE_FIELDS = [
  'companyName',
  'mcNumber',
  'dotNumber',
  'address',
  'city',
  'state',
  'zipCode',
] as const;
export type BrokerageFieldValues = Pick<BrokerRegistrationFormInput, (typeof BROKERAGE_FIELDS)[number]>;
