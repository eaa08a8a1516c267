import { z } from 'zod';
import { TRUCK_TYPES } from '../domain/equipment';
import {
  MEMBERSHIP_LIMITS as L,
  optionalDotNumber,
  optionalMcNumber,
  optionalText,
  requiredText,
  optionalUsPhone,
  usPhone,
  usState,
} from './formats';
import { brokerRegistrationFields } from './broker-application';
import {
  alertSettings,
  availability,
  currentLocation,
  lane,
  laneInput,
  maxRadiusMiles,
  minRatePerMileCents,
} from './matching';

/** Trucker onboarding step 1 (company). */
export const truckerCompanyStep = z.object({
  companyName: requiredText('Company name', L.companyName),
  dotNumber: optionalDotNumber,
  mcNumber: optionalMcNumber,
  /** Shown to the broker of each load the trucker books. */
  phone: optionalUsPhone,
  homeBaseCity: requiredText('Home city', L.city),
  homeBaseState: usState,
});

/** Trucker onboarding step 2 (equipment). */
export const truckerEquipmentStep = z.object({
  truckType: z.enum(TRUCK_TYPES, { error: 'Choose a truck type' }),
  equipmentDetails: optionalText('Equipment details', L.equipmentDetails),
  maxRadius: maxRadiusMiles,
  /** Minimum rate per mile in cents (the form's dollars with step 0.01). */
  minRatePerMileCents,
  /** Preferred lanes, typed ("Houston, TX", a ZIP, "TX" or "anywhere" at each end); the server locates them. */
  lanes: z.array(laneInput).max(L.lanes, `At most ${L.lanes} preferred lanes`).default([]),
});

/** POST /api/onboarding/trucker: both steps at once; completes onboarding. */
export const truckerOnboardingInput = truckerCompanyStep.extend(truckerEquipmentStep.shape);
export type TruckerOnboardingInput = z.input<typeof truckerOnboardingInput>;
export type TruckerOnboardingData = z.output<typeof truckerOnboardingInput>;

/** POST /api/onboarding/broker: broker step 1 (registration). Creates the broker record and its application. */
export const brokerRegistrationInput = z.object({
  ...brokerRegistrationFields,
  phone: usPhone.optional(),
});
export type BrokerRegistrationInput = z.input<typeof brokerRegistrationInput>;
export type BrokerRegistrationData = z.output<typeof brokerRegistrationInput>;

/** The trucker profile as stored (GET /api/trucker/profile). */
export const truckerProfile = z.object({
  userId: z.uuid(),
  brokerId: z.uuid().nullable(),
  brokerCompanyName: z.string().nullable(),
  companyName: z.string().nullable(),
  dotNumber: z.string().nullable(),
  mcNumber: z.string().nullable(),
  phone: z.string().nullable(),
  homeBaseCity: z.string().nullable(),
  homeBaseState: z.string().nullable(),
  /** The first of `truckTypes` (kept for older clients). */
  truckType: z.enum(TRUCK_TYPES).nullable(),
  /** Every truck type the trucker runs (one or more once onboarded). */
  truckTypes: z.array(z.enum(TRUCK_TYPES)),
  equipmentDetails: z.string().nullable(),
  /** IANA zone of the home base: availability and quiet hours are in it. */
  timeZone: z.string(),
  currentLocation: currentLocation.nullable(),
  maxRadius: z.number().int(),
  minRatePerMileCents: z.number().int().nullable(),
  /** Preferred lanes, located. */
  lanes: z.array(lane),
  /** Lanes typed before lanes were located that could not be located: shown so the trucker re-enters them. */
  preferredLanes: z.array(z.string()),
  availability,
  alerts: alertSettings,
});
export type TruckerProfile = z.infer<typeof truckerProfile>;
