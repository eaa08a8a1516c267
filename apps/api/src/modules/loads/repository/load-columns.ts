import { sql, type SQL } from 'drizzle-orm';
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
 * A trucker may see a load: active, not yet expired by the database clock,
 * and its broker not suspended (read in the same statement, so a suspension
 * hides the loads at once in every process). `table` is how the query names
 * the `loads` row (static text, never input).
 */
export function visibleToTruckers(table: 'l' | 'loads'): SQL {
  return sql.raw(`${table}.status = 'active' AND ${table}.expires_at > now()
    AND NOT EXISTS (SELECT 1 FROM users su WHERE su.id = ${table}.broker_id AND su.suspended_at IS NOT NULL)`);
}

/** visibleToTruckers for `loads` aliased `l`. */
export const VISIBLE_TO_TRUCKERS = visibleToTruckers('l');
