import {
  BROKER_SPEED_RULES,
  TRUCKER_SPEED_RULES,
  type SpeedComponent,
  type SpeedComponentRule,
  type SpeedScoreView,
} from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { findSpeedScore, weeklyScores } from '../repository/score-reads';
import type { SpeedRole } from '../repository/score-writes';

/** Weeks back the change is measured against. */
const CHANGE_WEEKS = 4;

/**
 * A member's speed score as the score pages and dashboards show it: the stored components with
 * their rules, the rank ("top N%"), early access and 12 weekly points. Before the first
 * computation: no score, components without data.
 */
export async function readSpeedScore(
  db: DbExecutor,
  userId: string,
  role: SpeedRole,
): Promise<SpeedScoreView> {
  const rules: Readonly<Record<string, SpeedComponentRule>> =
    role === 'trucker' ? TRUCKER_SPEED_RULES : BROKER_SPEED_RULES;
  const row = await findSpeedScore(db, userId, role);
  const history = await weeklyScores(db, userId);
  const components = Object.entries(rules).map(([key, rule]) => {
    const figure = row?.components[key];
    return {
      key: key as SpeedComponent,
      label: rule.label,
      description: rule.description,
      weight: rule.weight,
      value: figure?.value ?? null,
      detail: figure?.detail ?? null,
      samples: figure?.samples ?? 0,
    };
  });
  const score = row?.score ?? null;
  const past = history[history.length - 1 - CHANGE_WEEKS]?.score ?? null;
  const rank =
    score !== null && row && row.position !== null && row.scoredCount !== null && row.topPercent !== null
      ? { position: row.position, of: row.scoredCount, topPercent: row.topPercent }
      : null;
  return {
    role,
    score,
    enoughData: score !== null,
    bookings: row?.bookings ?? 0,
    components,
    rank,
    earlyAccess: role === 'trucker' && (row?.earlyAccess ?? false),
    history,
    change: score !== null && past !== null ? score - past : null,
    computedAt: row ? new Date(row.computedAt).toISOString() : null,
  };
}
