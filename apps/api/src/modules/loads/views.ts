import type { BrokerLoad, LoadView, TruckerLoad } from '@haulclub/shared';
import { toLoadMatch } from '../matching/index';
import type { BrokerLoadRecord } from './repository/broker-loads';
import type { LoadRecord } from './repository/load-columns';
import type { TruckerLoadRecord } from './repository/search-loads';

/** PostgreSQL's text of a timestamptz in UTC: date, time, up to six fraction digits, `+00`. */
const PG_UTC = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?\+00$/;

/**
 * PostgreSQL's timestamp text (raw rows) as an ISO string, the same text as
 * `new Date(v).toISOString()` (milliseconds, truncated). A UTC session's text is rearranged
 * without parsing a date: a board page has about 120 timestamps, and V8's parser of this
 * format took about 1.3 µs each. Any other zone is parsed.
 */
export function at(v: string): string {
  const m = PG_UTC.exec(v);
  if (!m) return new Date(v).toISOString();
  const ms = m[3] ? `${m[3]}00`.slice(0, 3) : '000';
  return `${m[1]}T${m[2]}.${ms}Z`;
}
export const iso = (v: string | null) => (v ? at(v) : null);

/** "First Last", or the fallback when the profile has no name. */
export function personName(first: string | null, last: string | null, fallback: string): string {
  return `${first ?? ''} ${last ?? ''}`.trim() || fallback;
}

/** A load as everyone may see it (the broker's company and MC number, no contacts). */
export function toLoadView(l: LoadRecord): LoadView {
  return {
    id: l.id,
    number: l.number,
    status: l.status,
    pickup: {
      city: l.pickupCity,
      state: l.pickupState,
      zip: l.pickupZip,
      lat: l.pickupLat,
      lng: l.pickupLng,
    },
    delivery: {
      city: l.deliveryCity,
      state: l.deliveryState,
      zip: l.deliveryZip,
      lat: l.deliveryLat,
      lng: l.deliveryLng,
    },
    pickupWindowStart: at(l.pickupWindowStart),
    pickupWindowEnd: at(l.pickupWindowEnd),
    deliveryWindowStart: at(l.deliveryWindowStart),
    deliveryWindowEnd: at(l.deliveryWindowEnd),
    equipment: l.equipment,
    weightLbs: l.weightLbs,
    lengthFt: l.lengthFt,
    commodity: l.commodity,
    notes: l.notes,
    rateCents: l.rateCents,
    miles: l.miles,
    estimatedMiles: l.estimatedMiles,
    ratePerMileCents: l.ratePerMileCents,
    premium: l.premium,
    expiryHours: l.expiryHours,
    postedAt: at(l.postedAt),
    expiresAt: at(l.expiresAt),
    broker: { id: l.brokerId, companyName: l.brokerCompanyName, mcNumber: l.brokerMcNumber },
  };
}

/** A trucker's load without its market figures (market-views.ts adds them for a whole page). */
export type BareTruckerLoad = Omit<TruckerLoad, 'laneRate' | 'brokerFairness'>;
export type BareBrokerLoad = Omit<BrokerLoad, 'laneRate'>;

export function toTruckerLoad(r: Omit<TruckerLoadRecord, 'total'>): BareTruckerLoad {
  // Added to the view rather than spread into a copy: a board page makes 20 of these per request.
  return Object.assign(toLoadView(r), {
    deadheadMiles: r.deadheadMiles,
    threadId: r.threadId,
    match: r.match ? toLoadMatch(r.match) : null,
    earlyAccess: r.earlyAccess,
  });
}

export function toBrokerLoad(r: BrokerLoadRecord): BareBrokerLoad {
  return {
    ...toLoadView(r),
    booking:
      r.bookingId && r.bookedAt && r.truckerId
        ? {
            id: r.bookingId,
            bookedAt: at(r.bookedAt),
            trucker: {
              id: r.truckerId,
              name: personName(r.truckerFirstName, r.truckerLastName, r.truckerCompanyName ?? 'Trucker'),
              companyName: r.truckerCompanyName,
            },
          }
        : null,
    cancelledAt: iso(r.cancelledAt),
    cancelReason: r.cancelReason,
    threadCount: r.threadCount,
  };
}
