import type { MoneyLane } from '@haulclub/shared';
import type { ContractRefRow, Stamp } from './repository';

export const iso = (v: Stamp): string => new Date(v).toISOString();
export const isoOrNull = (v: Stamp | null): string | null => (v === null ? null : iso(v));

/** The contract and lane every money row starts with. */
export function contractRef(r: ContractRefRow): {
  contractId: string;
  contractNumber: number;
  lane: MoneyLane;
} {
  return {
    contractId: r.contractId,
    contractNumber: r.contractNumber,
    lane: {
      loadNumber: r.loadNumber,
      pickup: { city: r.pickupCity, state: r.pickupState },
      delivery: { city: r.deliveryCity, state: r.deliveryState },
    },
  };
}
