import type { LoadAlert } from '@haulclub/shared';
import type { AlertRow } from './repository/alert-rows';

const at = (v: string) => new Date(v).toISOString();

/** An alert as the trucker's inbox and live event show it. */
export function toLoadAlert(r: AlertRow): LoadAlert {
  return {
    id: r.id,
    loadId: r.loadId,
    loadNumber: Number(r.loadNumber),
    score: Number(r.score),
    reasons: r.reasons,
    pickup: { city: r.pickupCity, state: r.pickupState },
    delivery: { city: r.deliveryCity, state: r.deliveryState },
    equipment: r.equipment,
    rateCents: Number(r.rateCents),
    ratePerMileCents: Number(r.ratePerMileCents),
    miles: Number(r.miles),
    pickupWindowStart: at(r.pickupWindowStart),
    expiresAt: at(r.expiresAt),
    loadStatus: r.loadStatus,
    silent: r.silent,
    createdAt: at(r.createdAt),
    readAt: r.readAt ? at(r.readAt) : null,
  };
}
