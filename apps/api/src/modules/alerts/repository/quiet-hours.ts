import { sql } from 'drizzle-orm';

/**
 * Quiet hours in SQL, for `truckers` aliased `tr` joined with `LOCAL_CLOCK` (aliased `lc`): the
 * trucker's wall clock now, in seconds after midnight in `truckers.time_zone`. Quiet hours are
 * minutes of the day [start, end) and wrap past midnight when start > end (22:00–06:00).
 * Static text, never input.
 */
export const LOCAL_CLOCK = sql.raw(
  `CROSS JOIN LATERAL (SELECT extract(epoch FROM (now() AT TIME ZONE tr.time_zone)::time)::float8 AS s) lc`,
);

const quietNow = `(tr.quiet_start_minute IS NOT NULL AND CASE
    WHEN tr.quiet_start_minute < tr.quiet_end_minute
      THEN lc.s >= tr.quiet_start_minute * 60 AND lc.s < tr.quiet_end_minute * 60
    ELSE lc.s >= tr.quiet_start_minute * 60 OR lc.s < tr.quiet_end_minute * 60 END)`;

/** Whether the trucker is inside their quiet hours now. */
export const QUIET_NOW = sql.raw(quietNow);

/** Seconds until the trucker's quiet hours end (0 when not inside them). */
export const QUIET_SECONDS_LEFT = sql.raw(`(CASE WHEN NOT ${quietNow} THEN 0::float8
    WHEN lc.s < tr.quiet_end_minute * 60 THEN tr.quiet_end_minute * 60 - lc.s
    ELSE 86400 - lc.s + tr.quiet_end_minute * 60 END)`);
