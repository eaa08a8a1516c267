import type { AdminDisputesQuery } from '@haulclub/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../../db/client';

/** A dispute with its contract, load and parties, as the admins' queue lists it. */
export interface DisputeRecord {
  contractId: string;
  contractNumber: number;
  loadId: string | null;
  loadNumber: number | null;
  contractStatus: 'pending' | 'signed' | 'executed' | 'cancelled';
  escrowStatus: 'pending' | 'held' | 'released' | 'refunded';
  totalCents: number;
  truckerCents: number;
  brokerCents: number;
  platformCents: number;
  brokerId: string;
  brokerName: string | null;
  brokerCompanyName: string;
  truckerId: string;
  truckerName: string | null;
  truckerCompanyName: string | null;
  truckerEmail: string;
  reason: string;
  openedAt: string;
  resolution: 'release' | 'refund' | 'split' | null;
  resolvedTruckerCents: number | null;
  resolvedBrokerCents: number | null;
  resolvedPlatformCents: number | null;
  note: string | null;
  resolvedAt: string | null;
  resolvedById: string | null;
  resolvedByName: string | null;
  resolvedByEmail: string | null;
  total: number;
  open: number;
}

const FILTER: Record<AdminDisputesQuery['status'], SQL> = {
  all: sql`true`,
  open: sql`d.resolved_at IS NULL`,
  resolved: sql`d.resolved_at IS NOT NULL`,
};

/** Disputes, open ones first (oldest first: the longest waiting), then resolved ones newest first. */
export async function selectDisputes(
  db: DbExecutor,
  f: { status: AdminDisputesQuery['status']; contractId?: string; limit: number; offset: number },
): Promise<DisputeRecord[]> {
  const where = f.contractId ? sql`d.contract_id = ${f.contractId}::uuid` : FILTER[f.status];
  const { rows } = await db.execute<DisputeRecord & Record<string, unknown>>(sql`
    SELECT d.contract_id AS "contractId", c.number::int AS "contractNumber", c.load_id AS "loadId",
      l.number::int AS "loadNumber", c.status AS "contractStatus", c.escrow_status AS "escrowStatus",
      c.total_cents::float8 AS "totalCents", c.trucker_cents::float8 AS "truckerCents",
      c.broker_cents::float8 AS "brokerCents", c.platform_cents::float8 AS "platformCents",
      c.broker_id AS "brokerId", nullif(trim(concat_ws(' ', bp.first_name, bp.last_name)), '') AS "brokerName",
      b.company_name AS "brokerCompanyName",
      c.trucker_id AS "truckerId", nullif(trim(concat_ws(' ', tp.first_name, tp.last_name)), '') AS "truckerName",
      t.company_name AS "truckerCompanyName", tu.email AS "truckerEmail",
      d.reason, d.opened_at AS "openedAt", d.resolution,
      d.trucker_cents::float8 AS "resolvedTruckerCents", d.broker_cents::float8 AS "resolvedBrokerCents",
      d.platform_cents::float8 AS "resolvedPlatformCents", d.note, d.resolved_at AS "resolvedAt",
      d.resolved_by AS "resolvedById",
      nullif(trim(concat_ws(' ', rp.first_name, rp.last_name)), '') AS "resolvedByName",
      ru.email AS "resolvedByEmail",
      count(*) OVER ()::int AS total,
      (SELECT count(*) FROM contract_disputes o WHERE o.resolved_at IS NULL)::int AS open
    FROM contract_disputes d
    JOIN contracts c ON c.id = d.contract_id
    LEFT JOIN loads l ON l.id = c.load_id
    JOIN brokers b ON b.user_id = c.broker_id
    LEFT JOIN profiles bp ON bp.user_id = c.broker_id
    JOIN truckers t ON t.user_id = c.trucker_id
    JOIN users tu ON tu.id = c.trucker_id
    LEFT JOIN profiles tp ON tp.user_id = c.trucker_id
    LEFT JOIN users ru ON ru.id = d.resolved_by
    LEFT JOIN profiles rp ON rp.user_id = d.resolved_by
    WHERE ${where}
    ORDER BY (d.resolved_at IS NULL) DESC,
      CASE WHEN d.resolved_at IS NULL THEN d.opened_at END ASC,
      d.resolved_at DESC, d.contract_id
    LIMIT ${f.limit} OFFSET ${f.offset}`);
  return rows;
}
