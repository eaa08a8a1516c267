import {
  canHaul,
  FUTURES_EQUIPMENT,
  type FutureView,
  type FuturesTruckType,
  type PrecommitmentView,
} from '@haulclub/shared';
import type { FutureRecord } from './repository/futures';
import type { MemberColumns } from './repository/people';
import type { PrecommitmentRecord } from './repository/precommitments';

/**
 * Who is reading: a trucker (their truck type decides `equipment_fits`), or a broker or admin. `party`
 * says the reader is the broker or the locking trucker of the rows, who may see `locked_by` and the contract.
 */
export interface Viewer {
  truckType: string | null | undefined;
  isTrucker: boolean;
  party: boolean;
}

const iso = (v: string) => new Date(v).toISOString();
const isoOrNull = (v: string | null) => (v === null ? null : iso(v));
const dollars = (cents: number) => cents / 100;
const nameOf = (first: string | null, last: string | null, company: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim() || company || 'HaulClub member';

/** Whether a trucker's truck can haul a futures truck type (the equipment catalogue's rules). */
export function equipmentFits(truckType: string | null | undefined, code: FuturesTruckType): boolean {
  return !!truckType && canHaul(truckType, FUTURES_EQUIPMENT[code]);
}

function people(r: MemberColumns, viewer: Viewer) {
  return {
    broker: {
      id: r.brokerId,
      name: nameOf(r.brokerFirstName, r.brokerLastName, r.brokerCompanyName),
      company_name: r.brokerCompanyName,
    },
    locked_by:
      viewer.party && r.lockedBy
        ? {
            id: r.lockedBy,
            name: nameOf(r.truckerFirstName, r.truckerLastName, r.truckerCompanyName),
            company_name: r.truckerCompanyName,
          }
        : null,
  };
}

export function toFutureView(r: FutureRecord, viewer: Viewer): FutureView {
  return {
    id: r.id,
    number: r.number,
    ...people(r, viewer),
    lane_from: r.laneFrom,
    lane_to: r.laneTo,
    lane_miles: r.laneMiles,
    truck_type: r.truckType,
    rate_per_mile: dollars(r.ratePerMileCents),
    estimated_miles: r.estimatedMiles,
    total_commitment: dollars(r.totalCommitmentCents),
    start_date: r.startDate,
    end_date: r.endDate,
    status: r.status,
    created_at: iso(r.createdAt),
    ai_confidence_score: Math.round(r.aiConfidenceScore * 100) / 100,
    market_demand: r.marketDemand,
    forecast_rate: r.forecastRateCents === null ? null : dollars(r.forecastRateCents),
    forecast_basis: r.forecastBasis,
    locked_at: viewer.party ? isoOrNull(r.lockedAt) : null,
    withdrawn_at: isoOrNull(r.withdrawnAt),
    contract_id: viewer.party ? r.contractId : null,
    equipment_fits: viewer.isTrucker ? equipmentFits(viewer.truckType, r.truckType) : null,
  };
}

export function toPrecommitmentView(r: PrecommitmentRecord, viewer: Viewer): PrecommitmentView {
  return {
    id: r.id,
    number: r.number,
    ...people(r, viewer),
    lane_from: r.laneFrom,
    lane_to: r.laneTo,
    lane_miles: r.laneMiles,
    truck_type: r.truckType,
    forecast_rate: dollars(r.forecastRateCents),
    miles_estimate: r.milesEstimate,
    commitment_amount: dollars(r.commitmentAmountCents),
    status: r.status,
    expires_at: iso(r.expiresAt),
    created_at: iso(r.createdAt),
    locked_at: viewer.party ? isoOrNull(r.lockedAt) : null,
    contract_id: viewer.party ? r.contractId : null,
    equipment_fits: viewer.isTrucker ? equipmentFits(viewer.truckType, r.truckType) : null,
  };
}
