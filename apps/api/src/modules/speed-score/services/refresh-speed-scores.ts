import { SPEED_SCORE_REFRESH_MINUTES } from '@haulclub/shared';
import type { Db, DbExecutor } from '../../../db/client';
import { brokerMeasures, truckerMeasures, type MeasureScope } from '../repository/measures';
import {
  anyScoreOlderThan,
  lockSpeedScores,
  previousScores,
  rerankRole,
  storedPremiumTopPercent,
  tryLockSweep,
  writeEarlyAccess,
  writeScores,
} from '../repository/score-writes';
import { brokerScore, truckerScore, type ScoredMember } from './components';

export interface RefreshOptions {
  /** Only these members (each role is still re-ranked); every trucker and broker when absent. */
  userIds?: string[];
  /** Compute as of this moment (default now): the window ends here and later events do not count. */
  asOf?: Date;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Recomputes speed scores (the formula in packages/shared/src/domain/speed-score.ts): each
 * role's figures in one statement, the scores, the week's history row, then every member's rank
 * and early access. One writer at a time across processes (advisory lock), in one transaction.
 */
export async function refreshSpeedScores(db: Db, options: RefreshOptions = {}): Promise<void> {
  await db.transaction((tx) => refreshInTransaction(tx, options));
}

async function refreshInTransaction(tx: DbExecutor, options: RefreshOptions): Promise<void> {
  const userIds = options.userIds ? [...new Set(options.userIds.filter((id) => UUID.test(id)))] : null;
  if (userIds && userIds.length === 0) return;
  const asOf = options.asOf ?? new Date();
  await lockSpeedScores(tx);
  const scope: MeasureScope = { asOf, userIds };
  const members: ScoredMember[] = [
    ...(await truckerMeasures(tx, scope)).map(truckerScore),
    ...(await brokerMeasures(tx, scope)).map(brokerScore),
  ];
  const before = userIds ? await previousScores(tx, userIds) : null;
  await writeScores(tx, members, asOf);
  // The committed setting, read under the lock: a process that has not yet reloaded its settings
  // (the NOTIFY is on its way) cannot write a stale early-access share.
  const premiumTopPercent = await storedPremiumTopPercent(tx);
  for (const role of ['trucker', 'broker'] as const) {
    const ofRole = members.filter((m) => m.role === role);
    // A member whose score stayed the same cannot move anyone's rank.
    const moved = !before || ofRole.some((m) => !before.has(m.userId) || before.get(m.userId) !== m.score);
    if (moved) await rerankRole(tx, role, premiumTopPercent);
  }
}

/**
 * Applies the premium share in force (as committed) to the stored ranks at once, without
 * recomputing: called when the setting changes. Listeners may run late or twice; each applies
 * the latest committed value, so the last one to run is right.
 */
export async function applyPremiumTopPercent(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    await lockSpeedScores(tx);
    await writeEarlyAccess(tx, await storedPremiumTopPercent(tx));
  });
}

/**
 * The sweeper: refreshes everyone unless another process is doing it now or everyone was
 * refreshed within the last period (so it runs once per SPEED_SCORE_REFRESH_MINUTES across
 * processes). Returns whether it refreshed.
 */
export async function sweepSpeedScores(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await tryLockSweep(tx))) return false;
    // A little under the period, so ticks a few seconds early still find the refresh due.
    const since = new Date(Date.now() - SPEED_SCORE_REFRESH_MINUTES * 60_000 * 0.9);
    if (!(await anyScoreOlderThan(tx, since))) return false;
    await refreshInTransaction(tx, {});
    return true;
  });
}
