import { sql } from 'drizzle-orm';
import type {
  AdminPayout,
  AdminPayoutList,
  PaymentProviderName,
  PayoutStatus,
  adminPayoutListQuery,
} from '@haulclub/shared';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { recordAudit, type RequestContext } from '../audit/index';
import { insertJob } from '../jobs/index';
import { readinessOf } from '../payments/index';
import type { PayoutsDeps } from './deps';
import { announcePayout } from './events';
import { findPayoutById, lockContractRow, markFailedPayoutDue } from './repository';
import { PAYOUT_JOB, payoutJobKey } from './transfer-keys';

interface AdminPayoutRow extends Record<string, unknown> {
  id: string;
  status: PayoutStatus;
  member: AdminPayout['member'];
  amount_cents: string;
  attempts: number;
  last_error: string | null;
  last_attempt_at: Date | null;
  paid_at: Date | null;
  created_at: Date;
  provider_transfer_id: string | null;
  user_id: string;
  first_name: string | null;
  last_name: string | null;
  email: string;
  account_provider: PaymentProviderName | null;
  details_submitted: boolean | null;
  charges_enabled: boolean | null;
  payouts_enabled: boolean | null;
  contract_id: string;
  total_cents: string;
  route: string;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

function toAdminPayout(row: AdminPayoutRow, provider: PaymentProviderName): AdminPayout {
  const account =
    row.account_provider === provider
      ? {
          detailsSubmitted: !!row.details_submitted,
          chargesEnabled: !!row.charges_enabled,
          payoutsEnabled: !!row.payouts_enabled,
        }
      : null;
  const name = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim();
  return {
    id: row.id,
    status: row.status,
    member: row.member,
    amountCents: Number(row.amount_cents),
    attempts: row.attempts,
    lastError: row.last_error,
    lastAttemptAt: iso(row.last_attempt_at),
    paidAt: iso(row.paid_at),
    createdAt: iso(row.created_at) ?? '',
    providerTransferId: row.provider_transfer_id,
    user: { id: row.user_id, name: name || row.email, email: row.email, readiness: readinessOf(account) },
    contract: { id: row.contract_id, route: row.route, totalCents: Number(row.total_cents) },
  };
}

const STATUS_ORDER = sql`CASE p.status WHEN 'failed' THEN 0 WHEN 'pending' THEN 1 WHEN 'due' THEN 2 ELSE 3 END`;

async function selectPayouts(db: DbExecutor, where: ReturnType<typeof sql>, limit: number, offset: number) {
  const { rows } = await db.execute<AdminPayoutRow>(sql`
    SELECT p.id, p.status, p.member, p.amount_cents, p.attempts, p.last_error, p.last_attempt_at, p.paid_at,
      p.created_at, p.provider_transfer_id, p.user_id, pr.first_name, pr.last_name, u.email,
      a.provider AS account_provider, a.details_submitted, a.charges_enabled, a.payouts_enabled,
      c.id AS contract_id, c.total_cents,
      coalesce(l.pickup_city || ', ' || l.pickup_state || ' → ' || l.delivery_city || ', ' || l.delivery_state,
        f.lane_from || ' → ' || f.lane_to, pc.lane_from || ' → ' || pc.lane_to, '') AS route
    FROM payouts p
    JOIN users u ON u.id = p.user_id
    LEFT JOIN profiles pr ON pr.user_id = p.user_id
    LEFT JOIN payment_accounts a ON a.user_id = p.user_id
    JOIN contracts c ON c.id = p.contract_id
    -- A futures contract has no load: its lane is the freight future's or rate future's.
    LEFT JOIN loads l ON l.id = c.load_id
    LEFT JOIN futures f ON f.id = c.future_id
    LEFT JOIN precommitments pc ON pc.id = c.precommitment_id
    WHERE ${where}
    ORDER BY ${STATUS_ORDER}, CASE WHEN p.status = 'paid' THEN p.paid_at END DESC, p.created_at, p.id
    LIMIT ${limit} OFFSET ${offset}`);
  return rows;
}

/** GET /api/admin/payouts: the payout queue, failed first, then pending, due and paid. */
export async function listAdminPayouts(
  deps: Pick<PayoutsDeps, 'db' | 'provider'>,
  query: z.output<typeof adminPayoutListQuery>,
): Promise<AdminPayoutList> {
  const where =
    query.status === 'all'
      ? sql`true`
      : query.status === 'open'
        ? sql`p.status <> 'paid'`
        : sql`p.status = ${query.status}`;
  const rows = await selectPayouts(deps.db, where, query.pageSize, (query.page - 1) * query.pageSize);
  const { rows: countRows } = await deps.db.execute<{ status: PayoutStatus; n: string }>(
    sql`SELECT status, count(*) AS n FROM payouts GROUP BY status`,
  );
  const counts = { due: 0, pending: 0, paid: 0, failed: 0 };
  for (const r of countRows) counts[r.status] = Number(r.n);
  const total =
    query.status === 'all'
      ? counts.due + counts.pending + counts.paid + counts.failed
      : query.status === 'open'
        ? counts.due + counts.pending + counts.failed
        : counts[query.status];
  return {
    items: rows.map((r) => toAdminPayout(r, deps.provider.name)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    counts,
  };
}

async function adminPayoutById(deps: Pick<PayoutsDeps, 'provider'>, db: DbExecutor, id: string) {
  const [row] = await selectPayouts(db, sql`p.id = ${id}`, 1, 0);
  if (!row) throw AppError.notFound('Payout');
  return toAdminPayout(row, deps.provider.name);
}

/**
 * POST /api/admin/payouts/:id/retry: a failed payout (the provider refused it
 * for good, its ledger hold voided) becomes due again and is queued; the job
 * requests it anew (a new hold, hence a new idempotency key). Audited. 409
 * when the payout is not failed (a double click: the second finds it due).
 */
export async function retryPayout(
  deps: Pick<PayoutsDeps, 'db' | 'provider' | 'live'>,
  input: { payoutId: string; adminId: string },
  ctx: RequestContext,
): Promise<AdminPayout> {
  return deps.db.transaction(async (tx) => {
    const payout = await findPayoutById(tx, input.payoutId);
    if (!payout) throw AppError.notFound('Payout');
    await lockContractRow(tx, payout.contractId);
    if (!(await markFailedPayoutDue(tx, payout.id))) {
      throw new AppError('conflict', `This payout is ${payout.status}; only a failed payout can be retried`);
    }
    await insertJob(
      tx,
      PAYOUT_JOB,
      { contractId: payout.contractId, member: payout.member },
      { dedupeKey: payoutJobKey(payout.contractId, payout.member) },
    );
    await recordAudit(tx, {
      action: 'payout.retried',
      actorUserId: input.adminId,
      targetType: 'payout',
      targetId: payout.id,
      ...ctx,
      data: {
        contractId: payout.contractId,
        member: payout.member,
        amountCents: payout.amountCents,
        lastError: payout.lastError,
      },
    });
    await announcePayout(deps, tx, payout.contractId, payout.member);
    return adminPayoutById(deps, tx, payout.id);
  });
}
