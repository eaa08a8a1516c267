import { z } from 'zod';
import { emailAddress, password } from './auth';
import {
  MEMBERSHIP_LIMITS as L,
  isoDateTime,
  mcNumber,
  optionalDotNumber,
  optionalText,
  requiredText,
  usPhone,
  usState,
  zipCode,
} from './formats';

/** Broker applications move pending → approved | rejected, decided by an admin. */
export const BROKER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type BrokerApplicationStatus = (typeof BROKER_APPLICATION_STATUSES)[number];

/** A broker record is pending until an admin approves (verified) or rejects it. Only verified brokers post. */
export const BROKER_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type BrokerStatus = (typeof BROKER_STATUSES)[number];

/**
 * The outcome of the FMCSA check. `pending`: not run yet (or retrying);
 * `unavailable`: no web key configured or FMCSA did not answer (manual review);
 * `skipped`: no MC or DOT number to check.
 */
export const FMCSA_VERDICTS = [
  'pending',
  'verified',
  'mismatch',
  'not_found',
  'unavailable',
  'skipped',
] as const;
export type FmcsaVerdict = (typeof FMCSA_VERDICTS)[number];

/** What FMCSA says about a carrier/broker, as recorded on the application. Money in whole US dollars. */
export const fmcsaEvidence = z.object({
  dotNumber: z.string().nullable(),
  mcNumber: z.string().nullable(),
  legalName: z.string().nullable(),
  dbaName: z.string().nullable(),
  allowedToOperate: z.boolean().nullable(),
  /** FMCSA's broker authority status: "A" active, "I" inactive, "N" none. */
  brokerAuthorityStatus: z.enum(['A', 'I', 'N']).nullable(),
  commonAuthorityStatus: z.enum(['A', 'I', 'N']).nullable(),
  contractAuthorityStatus: z.enum(['A', 'I', 'N']).nullable(),
  /** BIPD insurance on file, US dollars (FMCSA reports thousands; converted). */
  bipdOnFileUsd: z.number().int().nullable(),
  /** Surety bond / trust fund on file (BMC-84/85), US dollars. */
  bondOnFileUsd: z.number().int().nullable(),
  physicalAddress: z
    .object({
      street: z.string().nullable(),
      city: z.string().nullable(),
      state: z.string().nullable(),
      zip: z.string().nullable(),
    })
    .nullable(),
  retrievedAt: isoDateTime,
});
export type FmcsaEvidence = z.infer<typeof fmcsaEvidence>;

/** One reason an application does not match FMCSA's records, with the field it concerns. */
export const fmcsaReason = z.object({
  field: z.enum([
    'mcNumber',
    'dotNumber',
    'companyName',
    'state',
    'allowedToOperate',
    'brokerAuthority',
    'bond',
  ]),
  message: z.string(),
});
export type FmcsaReason = z.infer<typeof fmcsaReason>;

export const fmcsaVerification = z.object({
  verdict: z.enum(FMCSA_VERDICTS),
  reasons: z.array(fmcsaReason),
  evidence: fmcsaEvidence.nullable(),
  checkedAt: isoDateTime.nullable(),
  attempts: z.number().int(),
  /** Why the check could not run or finish, e.g. "FMCSA did not answer" (unavailable only). */
  note: z.string().nullable(),
});
export type FmcsaVerification = z.infer<typeof fmcsaVerification>;

/** The registration fields a broker gives (the /apply form and broker onboarding step 1). */
export const brokerRegistrationFields = {
  companyName: requiredText('Company name', L.companyName),
  mcNumber,
  dotNumber: optionalDotNumber,
  address: requiredText('Business address', L.address),
  city: requiredText('City', L.city),
  state: usState,
  zipCode,
};

/** POST /api/broker-applications: the public /apply form. Creates the account and the application. */
export const brokerApplicationInput = z.object({
  firstName: requiredText('First name', L.name),
  lastName: requiredText('Last name', L.name),
  email: emailAddress,
  password,
  phone: usPhone,
  ...brokerRegistrationFields,
  experience: optionalText('Experience', L.experience),
  /** An admin's broker invitation, when the applicant came from one. */
  inviteCode: z.string().trim().max(200).optional(),
});
export type BrokerApplicationInput = z.input<typeof brokerApplicationInput>;
export type BrokerApplicationData = z.output<typeof brokerApplicationInput>;

export const brokerApplicationCreated = z.object({
  id: z.uuid(),
  status: z.enum(BROKER_APPLICATION_STATUSES),
  /** pending: the FMCSA check is queued ("We're verifying your information with FMCSA..."). */
  verification: z.enum(FMCSA_VERDICTS),
  /** A confirmation link was emailed to this address. */
  email: z.string(),
});
export type BrokerApplicationCreated = z.infer<typeof brokerApplicationCreated>;

/** An application as admins review it: what the applicant typed next to FMCSA's evidence. */
export const brokerApplication = z.object({
  id: z.uuid(),
  userId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  companyName: z.string(),
  mcNumber: z.string(),
  dotNumber: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  state: z.string(),
  zipCode: z.string(),
  experience: z.string().nullable(),
  source: z.enum(['apply', 'onboarding']),
  status: z.enum(BROKER_APPLICATION_STATUSES),
  verification: fmcsaVerification,
  decisionReason: z.string().nullable(),
  reviewedAt: isoDateTime.nullable(),
  reviewedBy: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  invitedBy: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  createdAt: isoDateTime,
});
export type BrokerApplication = z.infer<typeof brokerApplication>;

export const brokerApplicationList = z.object({
  items: z.array(brokerApplication),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type BrokerApplicationList = z.infer<typeof brokerApplicationList>;

export const brokerApplicationListQuery = z.object({
  status: z.enum([...BROKER_APPLICATION_STATUSES, 'all']).default('pending'),
  q: z.string().trim().max(120).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type BrokerApplicationListQuery = z.input<typeof brokerApplicationListQuery>;

/** POST /api/admin/applications/:id/reject */
export const rejectApplicationInput = z.object({
  reason: requiredText('Reason', L.reason),
});
export type RejectApplicationInput = z.infer<typeof rejectApplicationInput>;

/** GET /api/broker/me: the signed-in broker's standing (drives the broker area and onboarding). */
export const brokerStatusResponse = z.object({
  registered: z.boolean(),
  broker: z
    .object({
      status: z.enum(BROKER_STATUSES),
      companyName: z.string(),
      mcNumber: z.string(),
      dotNumber: z.string().nullable(),
      address: z.string(),
      city: z.string(),
      state: z.string(),
      zipCode: z.string(),
      phone: z.string().nullable(),
      verifiedAt: isoDateTime.nullable(),
    })
    .nullable(),
  application: z
    .object({
      id: z.uuid(),
      status: z.enum(BROKER_APPLICATION_STATUSES),
      verdict: z.enum(FMCSA_VERDICTS),
      decisionReason: z.string().nullable(),
      createdAt: isoDateTime,
    })
    .nullable(),
  /** True only for a verified broker: may post loads and invite truckers. */
  canPost: z.boolean(),
});
export type BrokerStatusResponse = z.infer<typeof brokerStatusResponse>;
