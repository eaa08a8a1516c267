import type {
  FuturesTruckType,
  ContractParty,
  ContractStatus,
  ContractTab,
  DisputeResolution,
  EscrowStatus,
} from '@haulclub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';
import type { ContractTermsColumn } from '../../../db/schema/index';

/** A contract with its load and both parties' names (only ever shown to the parties and admins). */
export interface ContractRecord {
  id: string;
  number: number;
  bookingId: string | null;
  loadId: string | null;
  brokerId: string;
  truckerId: string;
  status: ContractStatus;
  escrowStatus: EscrowStatus;
  totalCents: number;
  truckerCents: number;
  brokerCents: number;
  platformCents: number;
  contractTerms: ContractTermsColumn;
  termsFrozenAt: string | null;
  signedAt: string | null;
  executedAt: string | null;
  cancelledAt: string | null;
  cancelReason: string | null;
  createdAt: string;
  loadNumber: number | null;
  pickupCity: string | null;
  pickupState: string | null;
  pickupZip: string | null;
  deliveryCity: string | null;
  deliveryState: string | null;
  deliveryZip: string | null;
  pickupWindowStart: string | null;
  pickupWindowEnd: string | null;
  deliveryWindowStart: string | null;
  deliveryWindowEnd: string | null;
  miles: number | null;
  equipment: string | null;
  weightLbs: number | null;
  commodity: string | null;
  brokerFirstName: string | null;
  brokerLastName: string | null;
  brokerCompanyName: string;
  truckerFirstName: string | null;
  truckerLastName: string | null;
  truckerCompanyName: string | null;
  truckerEmail: string;
  /** A futures contract's commitment (freight future or rate future); null for a booking's contract. */
  commitment: {
    kind: 'freight_future' | 'rate_future';
    id: string;
    number: number;
    laneFrom: string;
    laneTo: string;
    laneMiles: number;
    truckType: FuturesTruckType;
    ratePerMileCents: number;
    miles: number;
    startDate: string | null;
    endDate: string | null;
  } | null;
  signatures: { party: ContractParty; fullName: string; signedAt: string; termsSha256: string }[];
  tonuFeeCents: number;
  fundedAt: string | null;
  releasedAt: string | null;
  refundedAt: string | null;
  pickedUpAt: string | null;
  deliveredAt: string | null;
  dispute: {
    reason: string;
    openedAt: string;
    resolution: DisputeResolution | null;
    resolvedAt: string | null;
  } | null;
  paymentProcessing: boolean;
  total: number;
}

/** The dashboard's tabs in SQL. */
export const TAB_WHERE: Record<ContractTab, SQL> = {
  active: sql.raw(`c.status = 'signed'`),
  pending: sql.raw(`c.status = 'pending'`),
  completed: sql.raw(`c.status = 'executed'`),
  cancelled: sql.raw(`c.status = 'cancelled'`),
};

export interface ContractFilter {
  id?: string;
  /** Contracts where this user is the broker or the trucker. */
  partyId?: string;
  tab?: ContractTab;
  limit?: number;
  offset?: number;
}

/** Contracts newest first, with the total of the filter. */
export async function selectContracts(db: DbExecutor, f: ContractFilter): Promise<ContractRecord[]> {
  const where: SQL[] = [sql`true`];
  if (f.id) where.push(sql`c.id = ${f.id}::uuid`);
  if (f.partyId) where.push(sql`(c.broker_id = ${f.partyId}::uuid OR c.trucker_id = ${f.partyId}::uuid)`);
  if (f.tab) where.push(TAB_WHERE[f.tab]);
  const { rows } = await db.execute<ContractRecord & Record<string, unknown>>(sql`
    SELECT c.id, c.number::int AS number, c.booking_id AS "bookingId", c.load_id AS "loadId",
      c.broker_id AS "brokerId", c.trucker_id AS "truckerId", c.status, c.escrow_status AS "escrowStatus",
      c.total_cents::float8 AS "totalCents", c.trucker_cents::float8 AS "truckerCents",
      c.broker_cents::float8 AS "brokerCents", c.platform_cents::float8 AS "platformCents",
      c.contract_terms AS "contractTerms", c.terms_frozen_at AS "termsFrozenAt", c.signed_at AS "signedAt",
      c.executed_at AS "executedAt", c.cancelled_at AS "cancelledAt", c.cancel_reason AS "cancelReason",
      c.created_at AS "createdAt",
      l.number::int AS "loadNumber", l.pickup_city AS "pickupCity", l.pickup_state AS "pickupState",
      l.pickup_zip AS "pickupZip", l.delivery_city AS "deliveryCity", l.delivery_state AS "deliveryState",
      l.delivery_zip AS "deliveryZip", l.pickup_window_start AS "pickupWindowStart",
      l.pickup_window_end AS "pickupWindowEnd", l.delivery_window_start AS "deliveryWindowStart",
      l.delivery_window_end AS "deliveryWindowEnd", l.miles, l.equipment, l.weight_lbs AS "weightLbs",
      l.commodity,
      bp.first_name AS "brokerFirstName", bp.last_name AS "brokerLastName", b.company_name AS "brokerCompanyName",
      tp.first_name AS "truckerFirstName", tp.last_name AS "truckerLastName",
      t.company_name AS "truckerCompanyName", tu.email AS "truckerEmail",
      coalesce((SELECT json_agg(json_build_object('party', s.party, 'fullName', s.full_name,
          'signedAt', s.signed_at, 'termsSha256', s.terms_sha256) ORDER BY s.signed_at)
        FROM contract_signatures s WHERE s.contract_id = c.id), '[]'::json) AS signatures,
      c.tonu_fee_cents::float8 AS "tonuFeeCents", c.funded_at AS "fundedAt", c.released_at AS "releasedAt",
      c.refunded_at AS "refundedAt",
      coalesce(bk.picked_up_at, c.started_at) AS "pickedUpAt",
      coalesce(bk.delivered_at, c.completed_at) AS "deliveredAt",
      CASE
        WHEN f.id IS NOT NULL THEN json_build_object('kind', 'freight_future', 'id', f.id, 'number', f.number,
          'laneFrom', f.lane_from, 'laneTo', f.lane_to, 'laneMiles', f.lane_miles, 'truckType', f.truck_type,
          'ratePerMileCents', f.rate_per_mile_cents, 'miles', f.estimated_miles,
          'startDate', f.start_date::text, 'endDate', f.end_date::text)
        WHEN pc.id IS NOT NULL THEN json_build_object('kind', 'rate_future', 'id', pc.id, 'number', pc.number,
          'laneFrom', pc.lane_from, 'laneTo', pc.lane_to, 'laneMiles', pc.lane_miles, 'truckType', pc.truck_type,
          'ratePerMileCents', pc.forecast_rate_cents, 'miles', pc.miles_estimate,
          'startDate', NULL, 'endDate', NULL)
      END AS commitment,
      (SELECT json_build_object('reason', d.reason, 'openedAt', d.opened_at, 'resolution', d.resolution,
          'resolvedAt', d.resolved_at)
        FROM contract_disputes d WHERE d.contract_id = c.id) AS dispute,
      EXISTS (SELECT 1 FROM contract_payments p WHERE p.contract_id = c.id AND p.status = 'processing')
        AS "paymentProcessing",
      count(*) OVER ()::int AS total
    FROM contracts c
    LEFT JOIN loads l ON l.id = c.load_id
    LEFT JOIN bookings bk ON bk.id = c.booking_id
    LEFT JOIN futures f ON f.id = c.future_id
    LEFT JOIN precommitments pc ON pc.id = c.precommitment_id
    JOIN brokers b ON b.user_id = c.broker_id
    LEFT JOIN profiles bp ON bp.user_id = c.broker_id
    JOIN truckers t ON t.user_id = c.trucker_id
    JOIN users tu ON tu.id = c.trucker_id
    LEFT JOIN profiles tp ON tp.user_id = c.trucker_id
    WHERE ${sql.join(where, sql` AND `)}
    ORDER BY c.created_at DESC, c.id DESC
    LIMIT ${f.limit ?? 1} OFFSET ${f.offset ?? 0}`);
  return rows;
}

export async function findContract(db: DbExecutor, id: string): Promise<ContractRecord | undefined> {
  const [row] = await selectContracts(db, { id });
  return row;
}

/** The stat cards over the caller's contracts, in one pass. */
export async function summarizeContracts(
  db: DbExecutor,
  userId: string,
): Promise<{ earnings: number; active: number; completed: number }> {
  const { rows } = await db.execute<{ earnings: number; active: number; completed: number }>(sql`
    SELECT
      coalesce(sum(CASE WHEN c.status = 'executed' THEN
        CASE WHEN c.broker_id = ${userId}::uuid THEN c.broker_cents ELSE c.trucker_cents END END), 0)::float8
        AS earnings,
      count(*) FILTER (WHERE c.status = 'signed')::int AS active,
      count(*) FILTER (WHERE c.status = 'executed')::int AS completed
    FROM contracts c
    WHERE c.broker_id = ${userId}::uuid OR c.trucker_id = ${userId}::uuid`);
  return rows[0] ?? { earnings: 0, active: 0, completed: 0 };
}
