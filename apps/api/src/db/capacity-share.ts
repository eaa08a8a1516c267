import { sql, type SQL } from 'drizzle-orm';
import { EQUIPMENT_CAPACITY, EQUIPMENT_TYPES } from '@haulclub/shared';

/** What each equipment carries, as a CASE over the load's `equipment` column (float8 literals). */
function capacityOf(key: 'maxWeightLbs' | 'maxLengthFt'): string {
  const arms = EQUIPMENT_TYPES.map((e) => `WHEN '${e}' THEN ${Number(EQUIPMENT_CAPACITY[e][key])}::float8`);
  return `(CASE equipment ${arms.join(' ')} END)`;
}

/**
 * A load's share of what its equipment carries (the match score's fit factor reads it): the
 * larger of its weight's share and its length's (0 without a length), from the shared catalogue's
 * EQUIPMENT_CAPACITY. Stored as the generated column loads.capacity_share, so the match SQL and
 * best_match's bound read one number instead of computing it per pair.
 */
export const CAPACITY_SHARE_SQL: SQL = sql.raw(
  `greatest(weight_lbs / ${capacityOf('maxWeightLbs')}, coalesce(length_ft / ${capacityOf('maxLengthFt')}, 0::float8))`,
);
