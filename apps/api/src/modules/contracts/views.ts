import {
  AUTO_RELEASE_HOURS,
  type ContractEvent,
  type ContractParty,
  type ContractView,
  type EquipmentType,
} from '@haulclub/shared';
import type { ContractRecord } from './repository/contract-views';

const at = (v: string) => new Date(v).toISOString();
const iso = (v: string | null) => (v ? at(v) : null);
const personName = (first: string | null, last: string | null, fallback: string) =>
  `${first ?? ''} ${last ?? ''}`.trim() || fallback;

/** Which side of the contract the user is on (null: not a party, e.g. an admin). */
export function partyOf(
  c: Pick<ContractRecord, 'brokerId' | 'truckerId'>,
  userId: string,
): ContractParty | null {
  if (c.brokerId === userId) return 'broker';
  if (c.truckerId === userId) return 'trucker';
  return null;
}

/** The booked load of a booking's contract; null for a futures contract (no load). */
function toContractLoad(c: ContractRecord): ContractView['load'] {
  if (c.loadId === null || c.loadNumber === null) return null;
  return {
    id: c.loadId,
    number: c.loadNumber,
    pickup: { city: c.pickupCity ?? '', state: c.pickupState ?? '', zip: c.pickupZip ?? '' },
    delivery: { city: c.deliveryCity ?? '', state: c.deliveryState ?? '', zip: c.deliveryZip ?? '' },
    pickupWindowStart: at(c.pickupWindowStart ?? ''),
    pickupWindowEnd: at(c.pickupWindowEnd ?? ''),
    deliveryWindowStart: at(c.deliveryWindowStart ?? ''),
    deliveryWindowEnd: at(c.deliveryWindowEnd ?? ''),
    miles: c.miles ?? 0,
    equipment: c.equipment as EquipmentType,
    weightLbs: c.weightLbs ?? 0,
    commodity: c.commodity ?? '',
  };
}

/** A contract as `viewerId` sees it: the whole split, and their own share. */
export function toContractView(c: ContractRecord, viewerId: string): ContractView {
  const yourParty = partyOf(c, viewerId);
  return {
    id: c.id,
    number: c.number,
    bookingId: c.bookingId,
    status: c.status,
    escrowStatus: c.escrowStatus,
    yourParty,
    yourShareCents: yourParty === 'broker' ? c.brokerCents : yourParty === 'trucker' ? c.truckerCents : null,
    totalCents: c.totalCents,
    truckerCents: c.truckerCents,
    brokerCents: c.brokerCents,
    platformCents: c.platformCents,
    terms: {
      paymentTerms: c.contractTerms.paymentTerms,
      cancellationPolicy: c.contractTerms.cancellationPolicy,
      insuranceRequirements: c.contractTerms.insuranceRequirements,
    },
    termsFrozenAt: iso(c.termsFrozenAt),
    signatures: c.signatures.map((s) => ({
      party: s.party,
      fullName: s.fullName,
      signedAt: at(s.signedAt),
      termsSha256: s.termsSha256,
    })),
    signedAt: iso(c.signedAt),
    executedAt: iso(c.executedAt),
    cancelledAt: iso(c.cancelledAt),
    cancelReason: c.cancelReason,
    createdAt: at(c.createdAt),
    load: toContractLoad(c),
    commitment: c.commitment,
    broker: {
      id: c.brokerId,
      name: personName(c.brokerFirstName, c.brokerLastName, c.brokerCompanyName),
      companyName: c.brokerCompanyName,
    },
    trucker: {
      id: c.truckerId,
      name: personName(c.truckerFirstName, c.truckerLastName, c.truckerCompanyName ?? c.truckerEmail),
      companyName: c.truckerCompanyName,
    },
    escrow: {
      tonuFeeCents: c.tonuFeeCents,
      fundedAt: iso(c.fundedAt),
      releasedAt: iso(c.releasedAt),
      refundedAt: iso(c.refundedAt),
      pickedUpAt: iso(c.pickedUpAt),
      deliveredAt: iso(c.deliveredAt),
      releaseDueAt: c.deliveredAt
        ? new Date(new Date(c.deliveredAt).getTime() + AUTO_RELEASE_HOURS * 3_600_000).toISOString()
        : null,
      dispute: c.dispute
        ? {
            reason: c.dispute.reason,
            openedAt: at(c.dispute.openedAt),
            resolution: c.dispute.resolution,
            resolvedAt: iso(c.dispute.resolvedAt),
          }
        : null,
      paymentProcessing: c.paymentProcessing,
    },
  };
}

export function toContractEvent(c: {
  id: string;
  status: ContractRecord['status'];
  escrowStatus: ContractRecord['escrowStatus'];
  signedParties: ContractParty[];
}): ContractEvent {
  return { id: c.id, status: c.status, escrowStatus: c.escrowStatus, signedParties: c.signedParties };
}
