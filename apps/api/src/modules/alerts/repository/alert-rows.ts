import { sql, type SQL } from 'drizzle-orm';
import type { AlertLoadStatus, EquipmentType, MatchReason } from '@haulclub/shared';
import { onTheBoard } from '../../loads/index';

/**
 * An alert with its load as the inbox and the live event show it. Raw SQL rows carry timestamps
 * as PostgreSQL text; the view turns them into ISO strings.
 */
export type AlertRow = {
  id: string;
  truckerId: string;
  loadId: string;
  loadNumber: number;
  score: number;
  reasons: MatchReason[];
  pickupCity: string;
  pickupState: string;
  deliveryCity: string;
  deliveryState: string;
  equipment: EquipmentType;
  rateCents: number | string;
  ratePerMileCents: number | string;
  miles: number;
  pickupWindowStart: string;
  expiresAt: string;
  loadStatus: AlertLoadStatus;
  silent: boolean;
  createdAt: string;
  readAt: string | null;
};

/**
 * The load's status as an inbox shows it, now: still on the board (active, unexpired, its broker not
 * suspended), booked (by anyone, through delivery), cancelled, or else expired. An alert exists only
 * for a trucker the load was visible to when it was created (a premium load inside its window
 * alerts only truckers with early access), so this does not re-check the premium window.
 */
export const EFFECTIVE_LOAD_STATUS = sql`(CASE
  WHEN l.status = 'cancelled' THEN 'cancelled'
  WHEN l.status IN ('booked', 'in_transit', 'delivered') THEN 'booked'
  WHEN ${onTheBoard('l')} THEN 'active'
  ELSE 'expired' END)`;

/** The select list of an AlertRow: `load_alerts` aliased `a` joined with `loads` aliased `l`. */
export const ALERT_COLUMNS: SQL = sql`a.id, a.trucker_id AS "truckerId", a.load_id AS "loadId",
  l.number AS "loadNumber", a.score, a.reasons,
  l.pickup_city AS "pickupCity", l.pickup_state AS "pickupState",
  l.delivery_city AS "deliveryCity", l.delivery_state AS "deliveryState",
  l.equipment, l.rate_cents AS "rateCents", l.rate_per_mile_cents AS "ratePerMileCents", l.miles,
  l.pickup_window_start AS "pickupWindowStart", l.expires_at AS "expiresAt",
  ${EFFECTIVE_LOAD_STATUS} AS "loadStatus", a.silent, a.created_at AS "createdAt", a.read_at AS "readAt"`;
