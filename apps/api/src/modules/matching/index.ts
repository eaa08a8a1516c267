/**
 * The matching module's public surface: THE match score of trucker × load pairs (one SQL builder,
 * apps/api/src/modules/matching/repository/match-sql.ts), reasons formatted in TypeScript from the
 * raw numbers, and match feedback (impressions, opens and bookings are recorded by the loads
 * module's services; alerts by the alerts module).
 *
 * For alerts (one load over all truckers, inside the post/repost transaction):
 *   const matches = await matchTruckersForLoad(tx, loadId, {
 *     extraWhere: sql`m."score" >= t.alert_threshold AND NOT t.alerts_paused`,
 *   });
 *   // → [{ truckerId, score, reasons: MatchReason[], match: MatchRow }], eligible pairs only,
 *   //   ONE statement over all truckers (t = truckers, l = loads, m = match columns in extraWhere).
 * then insert the alerts in one statement (e.g. INSERT … SELECT FROM jsonb_to_recordset / unnest
 * of the arrays … ON CONFLICT DO NOTHING RETURNING). Reasons are TypeScript text, so they cannot
 * come from a pure INSERT … SELECT; `truckerMatchesForLoadSql(loadId, extraWhere)` is the same
 * SELECT (columns "truckerId" + every MatchRow column, e.g. m."score") if you want to wrap it.
 *
 * Feedback: after inserting the alerts (same transaction), call
 *   await recordAlerted(tx, loadId, [{ truckerId, score }, …])
 * which upserts match_feedback.alerted_at (first alert time kept) and score, in one statement.
 */
export {
  MATCH_BOUND_JOINS,
  MATCH_COLUMNS,
  MATCH_ELIGIBLE,
  MATCH_JOINS,
  MATCH_PICKUP_BOX,
  MATCH_ROW_KEYS,
  MATCH_TRUCKER_PREFILTER,
  matchIndexBound,
  type LaneEnds,
} from './repository/match-sql';
export {
  MATCH_SCORES_FUNCTION,
  MATCH_SCORES_FUNCTION_BODY,
  matchScoresFunctionDdl,
} from './repository/match-scores-function';
export {
  matchTruckersForLoad,
  truckerMatchesForLoadSql,
  type TruckerMatch,
} from './repository/match-queries';
export { matchReasons, toLoadMatch, type MatchRow } from './reasons';
export { recordAlerted, recordImpressions, recordOpen } from './repository/feedback';
export { recordFeedback } from './services/feedback';
export { ImpressionBuffer, type ShownLoad } from './services/impression-buffer';
