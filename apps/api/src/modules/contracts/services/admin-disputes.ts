import type {
  AdminDisputeList,
  AdminDisputesQuery,
  AdminDisputeView,
  ResolveDisputeInput,
} from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { recordAudit, type RequestContext } from '../../audit/index';
import type { Resolution } from '../../escrow/index';
import type { ContractsDeps } from '../deps';
import { applyContractEvent } from '../money/apply-contract-event';
import { selectDisputes, type DisputeRecord } from '../repository/disputes';
import { lockBookingOfContract, markBookingSettled } from '../repository/escrow-writes';

const iso = (v: string | null) => (v ? new Date(v).toISOString() : null);

function toDisputeView(d: DisputeRecord): AdminDisputeView {
  return {
    contractId: d.contractId,
    contractNumber: d.contractNumber,
    loadId: d.loadId,
    loadNumber: d.loadNumber,
    contractStatus: d.contractStatus,
    escrowStatus: d.escrowStatus,
    totalCents: d.totalCents,
    truckerCents: d.truckerCents,
    brokerCents: d.brokerCents,
    platformCents: d.platformCents,
    broker: { id: d.brokerId, name: d.brokerName ?? d.brokerCompanyName, companyName: d.brokerCompanyName },
    trucker: {
      id: d.truckerId,
      name: d.truckerName ?? d.truckerCompanyName ?? d.truckerEmail,
      companyName: d.truckerCompanyName,
    },
    reason: d.reason,
    openedAt: new Date(d.openedAt).toISOString(),
    open: d.resolvedAt === null,
    resolution: d.resolution,
    resolvedTruckerCents: d.resolvedTruckerCents,
    resolvedBrokerCents: d.resolvedBrokerCents,
    resolvedPlatformCents: d.resolvedPlatformCents,
    note: d.note,
    resolvedAt: iso(d.resolvedAt),
    resolvedBy: d.resolvedById
      ? { id: d.resolvedById, name: d.resolvedByName ?? d.resolvedByEmail ?? 'Admin' }
      : null,
  };
}

/** GET /api/admin/disputes: open disputes first (the longest waiting first), then resolved ones. */
export async function listDisputes(db: DbExecutor, query: AdminDisputesQuery): Promise<AdminDisputeList> {
  const rows = await selectDisputes(db, {
    status: query.status,
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  let open = rows[0]?.open;
  if (open === undefined) {
    const [any] = await selectDisputes(db, { status: 'open', limit: 1, offset: 0 });
    open = any?.open ?? 0;
  }
  return {
    items: rows.map(toDisputeView),
    total: rows[0]?.total ?? 0,
    open,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/**
 * POST /api/admin/contracts/:id/resolve: an admin ends an open dispute by
 * releasing the money as agreed, refunding the broker, or splitting the total
 * (the shares must add up to it: 400 naming truckerCents). Audited in the same
 * transaction; the booking's delivery counts as settled (confirmed) unless the
 * broker was refunded in full.
 */
export async function resolveDispute(
  deps: ContractsDeps,
  input: { contractId: string; adminId: string } & ResolveDisputeInput,
  ctx: RequestContext,
): Promise<AdminDisputeView> {
  const resolution: Resolution =
    input.resolution === 'split'
      ? {
          kind: 'split',
          truckerCents: input.truckerCents ?? 0,
          brokerCents: input.brokerCents ?? 0,
          platformCents: input.platformCents ?? 0,
        }
      : { kind: input.resolution };
  return deps.db.transaction(async (tx) => {
    await lockBookingOfContract(tx, input.contractId);
    const { contract, state } = await applyContractEvent(
      deps,
      tx,
      input.contractId,
      { type: 'resolve', resolution },
      { actorId: input.adminId, reason: input.note },
    );
    if (state.escrowStatus === 'released' && contract.bookingId) {
      await markBookingSettled(tx, contract.bookingId);
    }
    await recordAudit(tx, {
      action: 'contract.dispute_resolved',
      actorUserId: input.adminId,
      targetType: 'contract',
      targetId: contract.id,
      ...ctx,
      data: {
        resolution: input.resolution,
        ...(resolution.kind === 'split'
          ? {
              truckerCents: resolution.truckerCents,
              brokerCents: resolution.brokerCents,
              platformCents: resolution.platformCents,
            }
          : {}),
        note: input.note,
      },
    });
    const [row] = await selectDisputes(tx, { status: 'all', contractId: contract.id, limit: 1, offset: 0 });
    if (!row) throw new AppError('not_found', 'Dispute not found');
    return toDisputeView(row);
  });
}
