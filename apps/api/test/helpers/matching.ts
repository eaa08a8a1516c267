import { sql } from 'drizzle-orm';
import type { LaneEndKind } from '@haulclub/shared';
import { MATCH_COLUMNS, MATCH_JOINS, toLoadMatch, type MatchRow } from '../../src/modules/matching/index';
import type { TestApp } from './app';
import { PLACES, type PlaceKey } from './loads';

// Lane profiles and load shapes for matching tests, written straight into the rows matching reads.

export interface ProfileSettings {
  truckTypes?: string[];
  maxRadius?: number;
  minRatePerMileCents?: number | null;
  timeZone?: string;
  availableDays?: number[];
  availableStartMinute?: number;
  availableEndMinute?: number;
  /** Current location and from when the truck is free there; null clears it. */
  current?: { at: PlaceKey; from: Date } | null;
  alertThreshold?: number;
}

export async function setProfile(t: TestApp, truckerId: string, s: ProfileSettings): Promise<void> {
  const sets = [];
  if (s.truckTypes)
    sets.push(sql`truck_types = ${`{${s.truckTypes.map((x) => `"${x}"`).join(',')}}`}::text[]`);
  if (s.maxRadius !== undefined) sets.push(sql`max_radius = ${s.maxRadius}`);
  if (s.minRatePerMileCents !== undefined) sets.push(sql`min_rate_per_mile_cents = ${s.minRatePerMileCents}`);
  if (s.timeZone) sets.push(sql`time_zone = ${s.timeZone}`);
  if (s.availableDays) sets.push(sql`available_days = ${`{${s.availableDays.join(',')}}`}::smallint[]`);
  if (s.availableStartMinute !== undefined)
    sets.push(sql`available_start_minute = ${s.availableStartMinute}`);
  if (s.availableEndMinute !== undefined) sets.push(sql`available_end_minute = ${s.availableEndMinute}`);
  if (s.alertThreshold !== undefined) sets.push(sql`alert_threshold = ${s.alertThreshold}`);
  if (s.current === null) {
    sets.push(
      sql`current_city = NULL, current_state = NULL, current_zip = NULL, current_lat = NULL, current_lng = NULL, current_available_from = NULL`,
    );
  } else if (s.current) {
    const p = PLACES[s.current.at];
    sets.push(sql`current_city = ${p.city}, current_state = ${p.state}, current_zip = ${p.zip},
      current_lat = ${p.lat}, current_lng = ${p.lng}, current_available_from = ${s.current.from.toISOString()}::timestamptz`);
  }
  if (sets.length === 0) return;
  await t.db.database.db.execute(
    sql`UPDATE truckers SET ${sql.join(sets, sql`, `)} WHERE user_id = ${truckerId}::uuid`,
  );
}

export type LaneEndSpec = { place: PlaceKey } | { state: string } | 'anywhere';

function endColumns(end: LaneEndSpec) {
  if (end === 'anywhere')
    return { kind: 'anywhere' as LaneEndKind, city: null, state: null, zip: null, lat: null, lng: null };
  if ('state' in end)
    return { kind: 'state' as LaneEndKind, city: null, state: end.state, zip: null, lat: null, lng: null };
  const p = PLACES[end.place];
  return { kind: 'place' as LaneEndKind, city: p.city, state: p.state, zip: p.zip, lat: p.lat, lng: p.lng };
}

/** Replaces the trucker's preferred lanes. */
export async function setLanes(
  t: TestApp,
  truckerId: string,
  lanes: { origin: LaneEndSpec; destination: LaneEndSpec }[],
): Promise<void> {
  const db = t.db.database.db;
  await db.execute(sql`DELETE FROM trucker_lanes WHERE trucker_id = ${truckerId}::uuid`);
  for (const [i, lane] of lanes.entries()) {
    const o = endColumns(lane.origin);
    const d = endColumns(lane.destination);
    await db.execute(sql`INSERT INTO trucker_lanes (trucker_id, position, origin_kind, origin_city, origin_state,
        origin_zip, origin_lat, origin_lng, destination_kind, destination_city, destination_state, destination_zip,
        destination_lat, destination_lng)
      VALUES (${truckerId}::uuid, ${i}, ${o.kind}, ${o.city}, ${o.state}, ${o.zip}, ${o.lat}, ${o.lng},
        ${d.kind}, ${d.city}, ${d.state}, ${d.zip}, ${d.lat}, ${d.lng})`);
  }
}

export interface LoadShape {
  pickupWindowStart?: Date;
  pickupWindowEnd?: Date;
  weightLbs?: number;
  lengthFt?: number | null;
  rateCents?: number;
  postedAt?: Date;
}

/** Reshapes a stored load (what insertLoad cannot set). */
export async function shapeLoad(t: TestApp, loadId: string, s: LoadShape): Promise<void> {
  const sets = [];
  if (s.pickupWindowStart)
    sets.push(sql`pickup_window_start = ${s.pickupWindowStart.toISOString()}::timestamptz`);
  if (s.pickupWindowEnd) sets.push(sql`pickup_window_end = ${s.pickupWindowEnd.toISOString()}::timestamptz`);
  if (s.weightLbs !== undefined) sets.push(sql`weight_lbs = ${s.weightLbs}`);
  if (s.lengthFt !== undefined) sets.push(sql`length_ft = ${s.lengthFt}`);
  if (s.rateCents !== undefined) sets.push(sql`rate_cents = ${s.rateCents}`);
  if (s.postedAt) sets.push(sql`posted_at = ${s.postedAt.toISOString()}::timestamptz`);
  if (sets.length === 0) return;
  await t.db.database.db.execute(sql`UPDATE loads SET ${sql.join(sets, sql`, `)} WHERE id = ${loadId}::uuid`);
}

/** The match SQL's row for one (trucker, load) pair. */
export async function matchRow(t: TestApp, truckerId: string, loadId: string): Promise<MatchRow> {
  const { rows } = await t.db.database.db.execute<MatchRow & Record<string, unknown>>(sql`
    SELECT ${MATCH_COLUMNS} FROM loads l JOIN truckers t ON t.user_id = ${truckerId}::uuid
    ${MATCH_JOINS}
    WHERE l.id = ${loadId}::uuid`);
  if (!rows[0]) throw new Error('no such load');
  return rows[0];
}

/** The API's match for one pair (what GET /api/loads shows). */
export async function matchOf(t: TestApp, truckerId: string, loadId: string) {
  const match = toLoadMatch(await matchRow(t, truckerId, loadId));
  if (!match) throw new Error('trucker profile is not ready');
  return match;
}

export const hoursFromNow = (h: number) => new Date(Date.now() + h * 3_600_000);
