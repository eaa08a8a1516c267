import { z } from 'zod';
import { CONTRACT_PARTIES, CONTRACT_STATUSES, ESCROW_STATUSES } from '../domain/contracts';
import { EQUIPMENT_TYPES, FUTURES_TRUCK_TYPES } from '../domain/equipment';
import { contractEscrowView } from './escrow';
import { isoDateTime, requiredText } from './formats';

/** Limits of the contract's texts. */
export const CONTRACT_LIMITS = { term: 4000, fullName: 120 } as const;

/** The terms a contract carries besides the money (from the broker's defaults). */
export const contractTerms = z.object({
  paymentTerms: requiredText('Payment terms', CONTRACT_LIMITS.term),
  cancellationPolicy: requiredText('Cancellation policy', CONTRACT_LIMITS.term),
  insuranceRequirements: requiredText('Insurance requirements', CONTRACT_LIMITS.term),
});
export type ContractTerms = z.infer<typeof contractTerms>;

/** PATCH /api/contracts/:id/terms and PUT /api/broker/contract-terms */
export const contractTermsInput = contractTerms;
export type ContractTermsInput = z.infer<typeof contractTermsInput>;

/**
 * POST /api/contracts/:id/sign. The typed full name is the signature: any
 * non-empty name up to 120 characters (it is not compared to the profile name,
 * so a legal name that differs from the display name can sign).
 */
export const signContractInput = z.object({
  fullName: requiredText('Full name', CONTRACT_LIMITS.fullName),
});
export type SignContractInput = z.infer<typeof signContractInput>;

/** A signature as the parties see it (the IP and user agent stay on the server). */
export const contractSignature = z.object({
  party: z.enum(CONTRACT_PARTIES),
  fullName: z.string(),
  signedAt: isoDateTime,
  /** SHA-256 (hex) of the canonical JSON of the terms that were signed. */
  termsSha256: z.string(),
});
export type ContractSignature = z.infer<typeof contractSignature>;

const contractPlace = z.object({ city: z.string(), state: z.string(), zip: z.string() });

/** The route card: what is hauled, where and when. */
export const contractLoad = z.object({
  id: z.uuid(),
  number: z.number().int(),
  pickup: contractPlace,
  delivery: contractPlace,
  pickupWindowStart: isoDateTime,
  pickupWindowEnd: isoDateTime,
  deliveryWindowStart: isoDateTime,
  deliveryWindowEnd: isoDateTime,
  miles: z.number().int(),
  equipment: z.enum(EQUIPMENT_TYPES),
  weightLbs: z.number().int(),
  commodity: z.string(),
});

/**
 * What a contract made by locking a freight future or accepting a rate future commits to (issue 14):
 * the lane, the truck type, the rate and the miles, with the future's dates or the rate future's
 * expiry. Such a contract has no load; its fulfilment steps (started, completed) are the contract's own.
 */
export const contractCommitment = z.object({
  kind: z.enum(['freight_future', 'rate_future']),
  id: z.uuid(),
  /** F-<number> or R-<number>. */
  number: z.number().int(),
  laneFrom: z.string(),
  laneTo: z.string(),
  laneMiles: z.number().int(),
  truckType: z.enum(FUTURES_TRUCK_TYPES),
  ratePerMileCents: z.number().int(),
  miles: z.number().int(),
  /** yyyy-MM-dd (freight futures only). */
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
});
export type ContractCommitment = z.infer<typeof contractCommitment>;

const contractPartyView = z.object({
  id: z.uuid(),
  name: z.string(),
  companyName: z.string().nullable(),
});

/**
 * A contract as its two parties (and admins) see it. Both parties see the whole
 * split (the contract states it); `yourShareCents` is the caller's own share
 * (null for an admin reading someone else's contract).
 */
export const contractView = z.object({
  id: z.uuid(),
  /** Short reference shown as C-<number>. */
  number: z.number().int(),
  bookingId: z.uuid().nullable(),
  status: z.enum(CONTRACT_STATUSES),
  escrowStatus: z.enum(ESCROW_STATUSES),
  /** The caller's side of the contract; null for an admin. */
  yourParty: z.enum(CONTRACT_PARTIES).nullable(),
  yourShareCents: z.number().int().nullable(),
  totalCents: z.number().int(),
  truckerCents: z.number().int(),
  brokerCents: z.number().int(),
  platformCents: z.number().int(),
  terms: contractTerms,
  termsFrozenAt: isoDateTime.nullable(),
  signatures: z.array(contractSignature),
  signedAt: isoDateTime.nullable(),
  executedAt: isoDateTime.nullable(),
  cancelledAt: isoDateTime.nullable(),
  cancelReason: z.string().nullable(),
  createdAt: isoDateTime,
  /** The booked load; null for a contract made from a freight future or a rate future (see `commitment`). */
  load: contractLoad.nullable(),
  commitment: contractCommitment.nullable(),
  broker: contractPartyView,
  trucker: contractPartyView,
  /** Escrow: funding, release or refund times, pickup and POD, the dispute window and any dispute. */
  escrow: contractEscrowView,
});
export type ContractView = z.infer<typeof contractView>;

/** The dashboard's tabs: active = signed, pending = awaiting signatures, completed = executed. */
export const CONTRACT_TABS = ['active', 'pending', 'completed', 'cancelled'] as const;
export type ContractTab = (typeof CONTRACT_TABS)[number];

/** GET /api/contracts */
export const contractListQuery = z.object({
  tab: z.enum(CONTRACT_TABS).default('active'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
export type ContractListQuery = z.infer<typeof contractListQuery>;

export const contractList = z.object({
  items: z.array(contractView),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type ContractList = z.infer<typeof contractList>;

/** GET /api/contracts/summary: the dashboard's stat cards, over the caller's own contracts. */
export const contractSummary = z.object({
  /** The caller's share of executed (paid-out) contracts. */
  totalEarningsCents: z.number().int(),
  /** Signed by both, not yet completed. */
  activeContracts: z.number().int(),
  completedDeals: z.number().int(),
  /** The caller's received ratings (GET /api/ratings/received has the full summary): average to one decimal. */
  averageRating: z.number().nullable(),
  ratingCount: z.number().int(),
  /** Last 30 days' average minus the 30 days before (null unless both have ratings). */
  ratingChange: z.number().nullable(),
});
export type ContractSummary = z.infer<typeof contractSummary>;

/** GET/PUT /api/broker/contract-terms: the terms new contracts start from. */
export const brokerContractTerms = contractTerms.extend({
  /** True while the broker has not saved their own (HaulClub's defaults apply). */
  isDefault: z.boolean(),
});
export type BrokerContractTerms = z.infer<typeof brokerContractTerms>;

/** Live events about contracts on the user:<id> topics of both parties. */
export const CONTRACT_EVENT_TYPES = { updated: 'contract.updated' } as const;
export const contractEvent = z.object({
  id: z.uuid(),
  status: z.enum(CONTRACT_STATUSES),
  escrowStatus: z.enum(ESCROW_STATUSES),
  signedParties: z.array(z.enum(CONTRACT_PARTIES)),
});
export type ContractEvent = z.infer<typeof contractEvent>;
