import { sql } from 'drizzle-orm';
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

/** A trucker may see a load: active and not yet expired by the database clock (`loads` aliased `l`). */
export const VISIBLE_TO_TRUCKERS = sql.raw(`l.status = 'active' AND l.expires_at > now()`);
