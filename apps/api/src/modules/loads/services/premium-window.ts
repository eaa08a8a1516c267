import { LOAD_EVENT_TYPES, LOADS_TOPIC, type LoadBoardEvent, type PlatformSettings } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { insertJob } from '../../jobs/index';
import type { LoadsDeps } from '../deps';
import { findPremiumWindowState, findRecentPremiumLoadIds } from '../repository/premium-window';

/** The job that opens a premium load to every trucker when its early-access window ends. */
export const PREMIUM_WINDOW_END_JOB = 'loads.premium-window-end';

/**
 * Schedules the end of a premium load's early-access window (post, repost, edit, a window change),
 * in the caller's transaction: a job at posted_at + the window in force, one per load and end time
 * (a repost or a window change makes a new end time and so a new job; the superseded one finds the
 * window not yet over and does nothing). Nothing for a load that is not premium or whose window
 * is already over (unless `evenIfOver`: then a job due now).
 */
export async function schedulePremiumWindowEnd(
  tx: DbExecutor,
  loadId: string,
  premiumWindowMinutes: number,
  opts: { evenIfOver?: boolean } = {},
): Promise<void> {
  const state = await findPremiumWindowState(tx, loadId, premiumWindowMinutes);
  if (!state?.premium || !state.onBoard) return;
  if (state.secondsLeft <= 0 && !opts.evenIfOver) return;
  await insertJob(
    tx,
    PREMIUM_WINDOW_END_JOB,
    { loadId },
    {
      // Rounded up: the job never runs before the window has ended by the database clock.
      delayMs: Math.max(0, Math.ceil(state.secondsLeft * 1000)),
      dedupeKey: `premium-window-end:${loadId}:${state.endsAt}`,
    },
  );
}

/**
 * The window-end job: when a premium load's early-access window is over (by the window in force
 * now) and the load is still on the board, alerts the truckers who could not see it yet (alerts are
 * unique per trucker and load, so early-access truckers are not alerted twice) and announces
 * `load.posted` on the public loads topic so open boards show it live. A window that was
 * lengthened since the job was scheduled schedules its new end instead.
 */
export async function endPremiumWindow(
  deps: Pick<LoadsDeps, 'db' | 'live' | 'alerts' | 'settings'>,
  payload: Record<string, unknown>,
): Promise<void> {
  const loadId = typeof payload.loadId === 'string' ? payload.loadId : null;
  if (!loadId) return;
  const { premiumWindowMinutes } = deps.settings.current();
  await deps.db.transaction(async (tx) => {
    const state = await findPremiumWindowState(tx, loadId, premiumWindowMinutes);
    if (!state?.premium || !state.onBoard) return;
    if (state.secondsLeft > 0) {
      await schedulePremiumWindowEnd(tx, loadId, premiumWindowMinutes);
      return;
    }
    await deps.alerts.createForLoad(tx, loadId);
    const data: LoadBoardEvent = { id: state.id, status: state.status };
    await deps.live.publish(LOADS_TOPIC, LOAD_EVENT_TYPES.posted, data, tx);
  });
}

/**
 * After a change of the premium window (every process runs it; the jobs' dedupe keys keep one job
 * per load and end time): premium loads posted within the longer of the two windows get a job at
 * their new end, so a shortened window opens them (and alerts the others) at once.
 */
export async function reschedulePremiumWindowEnds(
  deps: Pick<LoadsDeps, 'db'>,
  next: PlatformSettings,
  previous: PlatformSettings,
): Promise<void> {
  if (next.premiumWindowMinutes === previous.premiumWindowMinutes) return;
  const within = Math.max(next.premiumWindowMinutes, previous.premiumWindowMinutes);
  await deps.db.transaction(async (tx) => {
    const ids = await findRecentPremiumLoadIds(tx, within);
    for (const id of ids) {
      await schedulePremiumWindowEnd(tx, id, next.premiumWindowMinutes, { evenIfOver: true });
    }
  });
}
