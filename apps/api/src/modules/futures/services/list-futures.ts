import type { FutureList, PrecommitmentList, Role, TruckerFutures } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { requireTrucker } from '../../loads/index';
import { selectBrokerFutures, selectOpenFutures, selectTruckerFutures } from '../repository/futures';
import {
  selectBrokerPrecommitments,
  selectOpenPrecommitments,
  selectTruckerPrecommitments,
} from '../repository/precommitments';
import { toFutureView, toPrecommitmentView, type Viewer } from '../views';

/** `pageQuery` (page from 1, pageSize up to 100). */
export interface PageQuery {
  page: number;
  pageSize: number;
}

const pageOf = (q: PageQuery) => ({ limit: q.pageSize, offset: (q.page - 1) * q.pageSize });

/** Anyone on the open lists: a trucker's truck type decides `equipment_fits`; nobody sees who locked what there. */
async function boardViewer(db: DbExecutor, caller: { userId: string; role: Role | null }): Promise<Viewer> {
  if (caller.role !== 'trucker') return { truckType: null, isTrucker: false, party: false };
  const trucker = await requireTrucker(db, caller.userId);
  return { truckType: trucker.truckType, isTrucker: true, party: false };
}

/** GET /api/futures: open futures still in time (end date today or later), of brokers not suspended, newest first. */
export async function listOpenFutures(
  db: DbExecutor,
  caller: { userId: string; role: Role | null },
  query: PageQuery,
): Promise<FutureList> {
  const viewer = await boardViewer(db, caller);
  const rows = await selectOpenFutures(db, pageOf(query));
  return { futures: rows.map((r) => toFutureView(r, viewer)), total: rows[0]?.total ?? 0 };
}

/** GET /api/precommitments: open rate futures whose expires_at is later than now, newest first. */
export async function listOpenPrecommitments(
  db: DbExecutor,
  caller: { userId: string; role: Role | null },
  query: PageQuery,
): Promise<PrecommitmentList> {
  const viewer = await boardViewer(db, caller);
  const rows = await selectOpenPrecommitments(db, pageOf(query));
  return { precommitments: rows.map((r) => toPrecommitmentView(r, viewer)), total: rows[0]?.total ?? 0 };
}

const ownViewer: Viewer = { truckType: null, isTrucker: false, party: true };

/** GET /api/broker/futures: the broker's own futures, every status, with who locked them and the contract. */
export async function listBrokerFutures(
  db: DbExecutor,
  brokerId: string,
  query: PageQuery,
): Promise<FutureList> {
  const rows = await selectBrokerFutures(db, brokerId, pageOf(query));
  return { futures: rows.map((r) => toFutureView(r, ownViewer)), total: rows[0]?.total ?? 0 };
}

/** GET /api/broker/precommitments: the broker's own rate futures, every status. */
export async function listBrokerPrecommitments(
  db: DbExecutor,
  brokerId: string,
  query: PageQuery,
): Promise<PrecommitmentList> {
  const rows = await selectBrokerPrecommitments(db, brokerId, pageOf(query));
  return { precommitments: rows.map((r) => toPrecommitmentView(r, ownViewer)), total: rows[0]?.total ?? 0 };
}

/** How many of each the trucker's list returns (newest lock first). */
export const TRUCKER_FUTURES_LIMIT = 100;

/** GET /api/trucker/futures: the futures and rate futures the trucker locked in, with their contracts. */
export async function listTruckerFutures(db: DbExecutor, truckerId: string): Promise<TruckerFutures> {
  const trucker = await requireTrucker(db, truckerId);
  const viewer: Viewer = { truckType: trucker.truckType, isTrucker: true, party: true };
  const page = { limit: TRUCKER_FUTURES_LIMIT, offset: 0 };
  const [futures, precommitments] = await Promise.all([
    selectTruckerFutures(db, truckerId, page),
    selectTruckerPrecommitments(db, truckerId, page),
  ]);
  return {
    futures: futures.map((r) => toFutureView(r, viewer)),
    precommitments: precommitments.map((r) => toPrecommitmentView(r, viewer)),
  };
}
