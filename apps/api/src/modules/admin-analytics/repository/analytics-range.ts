import { sql, type SQL } from 'drizzle-orm';

/**
 * The range as a CTE `r(since)`: the start of the UTC day `days - 1` days before today, so the
 * range is today and the `days - 1` UTC days before it (up to now).
 */
export const rangeCte = (days: number): SQL =>
  sql`r AS (SELECT (date_trunc('day', now() AT TIME ZONE 'UTC') - make_interval(days => ${days}::int - 1))
    AT TIME ZONE 'UTC' AS since)`;

/** A load that expired unbooked: swept as expired, or active past its expiry and not yet swept. */
export const EXPIRED_UNBOOKED = sql.raw(
  `(l.status = 'expired' OR (l.status = 'active' AND l.expires_at <= now()))`,
);

/** When such a load expired (the sweep's time, else its expiry). */
export const EXPIRED_AT = sql.raw('coalesce(l.expired_at, l.expires_at)');
