import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import type { EquipmentType, LoadStatus } from '@haulclub/shared';

/**
 * A load with its broker's public identity, as every read of the module
 * selects it. Raw SQL rows carry timestamps as PostgreSQL's text (drizzle's
 * driver setting); the views turn them into ISO strings.
 */
export interface LoadRecord {
  id: string;
  number: number;
  status: LoadStatus;
  brokerId: string;
  pickupCity: string;
  pickupState: string;
  pickupZip: string;
  pickupLat: number;
  pickupLng: number;
  deliveryCity: string;
  deliveryState: string;
  deliveryZip: string;
  deliveryLat: number;
  deliveryLng: number;
  pickupWindowStart: string;
  pickupWindowEnd: string;
  deliveryWindowStart: string;
  deliveryWindowEnd: string;
  equipment: EquipmentType;
  weightLbs: number;
  lengthFt: number | null;
  commodity: string;
  notes: string | null;
  rateCents: number;
  miles: number;
  estimatedMiles: number;
  ratePerMileCents: number;
  premium: boolean;
  expiryHours: number;
  postedAt: string;
  expiresAt: string;
  cancelledAt: string | null;
  cancelReason: string | null;
  brokerCompanyName: string;
  brokerMcNumber: string;
}

const LOAD_KEYS = [
  'id',
  'number',
  'status',
  'brokerId',
  'pickupCity',
  'pickupState',
  'pickupZip',
  'pickupLat',
  'pickupLng',
  'deliveryCity',
  'deliveryState',
  'deliveryZip',
  'deliveryLat',
  'deliveryLng',
  'pickupWindowStart',
  'pickupWindowEnd',
  'deliveryWindowStart',
  'deliveryWindowEnd',
  'equipment',
  'weightLbs',
  'lengthFt',
  'commodity',
  'notes',
  'rateCents',
  'miles',
  'estimatedMiles',
  'ratePerMileCents',
  'premium',
  'expiryHours',
  'postedAt',
  'expiresAt',
  'cancelledAt',
  'cancelReason',
] as const satisfies readonly Exclude<keyof LoadRecord, 'brokerCompanyName' | 'brokerMcNumber'>[];

const snake = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/**
 * The select list of a LoadRecord: `loads` aliased `l`, joined with `brokers`
 * aliased `b` (static text, no input).
 */
export const LOAD_COLUMNS = sql.raw(
  [
    ...LOAD_KEYS.map((k) => `l.${snake(k)} AS "${k}"`),
    'b.company_name AS "brokerCompanyName"',
    'b.mc_number AS "brokerMcNumber"',
  ].join(', '),
);

/**
 * Who is looking at the board: the trucker (a uuid value, or an SQL column such as `t.user_id` when
 * a statement covers many truckers) and the premium early-access window now in force
 * (`app.platformSettings.current().premiumWindowMinutes`, read per request so a change applies at once).
 */
export interface TruckerViewer {
  truckerId: string | SQL;
  premiumWindowMinutes: number;
}

const truckerIdSql = (id: string | SQL): SQL => (typeof id === 'string' ? sql`${id}::uuid` : id);

/**
 * A premium load is inside its early-access window: posted less than the window ago (database
 * clock). `table` is how the query names the `loads` row (static text, never input).
 */
export function inPremiumWindow(table: 'l' | 'loads', premiumWindowMinutes: number | Placeholder): SQL {
  const t = sql.raw(table);
  return sql`(${t}.premium AND ${t}.posted_at > now() - make_interval(mins => ${premiumWindowMinutes}::int))`;
}

/**
 * A load is on the board: active, not yet expired by the database clock, and its broker not
 * suspended. Whether a given trucker may see it is `visibleToTruckers` (the premium window too);
 * this alone only says what becomes of a load for someone who already had it (e.g. an alert inbox).
 */
export function onTheBoard(table: 'l' | 'loads'): SQL {
  return sql.raw(`${table}.status = 'active' AND ${table}.expires_at > now()
    AND NOT EXISTS (SELECT 1 FROM users su WHERE su.id = ${table}.broker_id AND su.suspended_at IS NOT NULL)`);
}

/**
 * A trucker may see a load: active, not yet expired by the database clock, its broker not
 * suspended (read in the same statement, so a suspension hides the loads at once in every
 * process), and, for a premium load inside its early-access window, only when the trucker has
 * early access (speed_scores.early_access, the top share by speed score). `table` is how the query
 * names the `loads` row (static text, never input).
 */
export function visibleToTruckers(table: 'l' | 'loads', viewer: TruckerViewer): SQL {
  return sql`${onTheBoard(table)}
    AND (NOT ${inPremiumWindow(table, viewer.premiumWindowMinutes)}
      OR EXISTS (SELECT 1 FROM speed_scores ea
        WHERE ea.user_id = ${truckerIdSql(viewer.truckerId)} AND ea.early_access))`;
}
