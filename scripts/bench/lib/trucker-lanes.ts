import type pg from 'pg';
import type { Place } from './load-board-seed';

/** One end of a lane: a place (within the matching radius of it), a whole state, or anywhere. */
export type LaneEnd =
  { kind: 'place'; place: Place } | { kind: 'state'; state: string } | { kind: 'anywhere' };

/** Inserts trucker_lanes rows (ids from the column default) in one statement, on the caller's connection. */
export async function insertLanes(
  client: pg.PoolClient,
  lanes: readonly { truckerId: string; position: number; origin: LaneEnd; destination: LaneEnd }[],
): Promise<void> {
  const end = (e: LaneEnd) => ({
    kind: e.kind,
    city: e.kind === 'place' ? e.place.city : null,
    state: e.kind === 'place' ? e.place.state : e.kind === 'state' ? e.state : null,
    zip: e.kind === 'place' ? e.place.zip : null,
    lat: e.kind === 'place' ? e.place.lat : null,
    lng: e.kind === 'place' ? e.place.lng : null,
  });
  const o = lanes.map((l) => end(l.origin));
  const d = lanes.map((l) => end(l.destination));
  await client.query(
    `INSERT INTO trucker_lanes (trucker_id, position, origin_kind, origin_city, origin_state, origin_zip,
       origin_lat, origin_lng, destination_kind, destination_city, destination_state, destination_zip,
       destination_lat, destination_lng)
     SELECT * FROM unnest($1::uuid[], $2::smallint[], $3::text[], $4::text[], $5::text[], $6::text[],
       $7::float8[], $8::float8[], $9::text[], $10::text[], $11::text[], $12::text[], $13::float8[], $14::float8[])`,
    [
      lanes.map((l) => l.truckerId),
      lanes.map((l) => l.position),
      o.map((e) => e.kind),
      o.map((e) => e.city),
      o.map((e) => e.state),
      o.map((e) => e.zip),
      o.map((e) => e.lat),
      o.map((e) => e.lng),
      d.map((e) => e.kind),
      d.map((e) => e.city),
      d.map((e) => e.state),
      d.map((e) => e.zip),
      d.map((e) => e.lat),
      d.map((e) => e.lng),
    ],
  );
}
