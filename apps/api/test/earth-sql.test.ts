import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { chordToGreatCircle, earthPoint } from '../src/db/earth';
import { createTestDatabase, type TestDatabase } from './helpers/database';

// The board search writes earthdistance's SQL functions out (src/db/earth.ts) so the planner need
// not inline them per request. The numbers must be earthdistance's own, bit for bit: a load at
// the edge of a radius is in or out the same way, and deadhead rounds the same.

let tdb: TestDatabase;

beforeAll(async () => {
  tdb = await createTestDatabase();
});

afterAll(async () => {
  await tdb.drop();
});

/** Places from both poles to the antimeridian, the search's own region among them. */
const POINTS: [number, number][] = [
  [0, 0],
  [90, 0],
  [-90, 180],
  [32.7904, -96.8044], // Dallas
  [29.7589, -95.3677], // Houston
  [35.4729, -97.5171], // Oklahoma City
  [61.2176, -149.8631], // Anchorage
  [21.3069, -157.8583], // Honolulu
  [-33.8688, 151.2093],
  [51.5072, -0.1276],
  [0.000001, 179.999999],
  [-0.000001, -179.999999],
];

describe('earthdistance written out', () => {
  it('earthPoint is ll_to_earth, coordinate for coordinate', async () => {
    for (const [lat, lng] of POINTS) {
      const { rows } = await tdb.database.db.execute<{ same: boolean; ours: string; theirs: string }>(sql`
        SELECT ${earthPoint(sql`${lat}::float8`, sql`${lng}::float8`)} = ll_to_earth(${lat}::float8, ${lng}::float8)::cube AS same,
          ${earthPoint(sql`${lat}::float8`, sql`${lng}::float8`)}::text AS ours,
          ll_to_earth(${lat}::float8, ${lng}::float8)::cube::text AS theirs`);
      expect(rows[0], `${lat}, ${lng}`).toMatchObject({ same: true, ours: rows[0]?.theirs });
    }
  });

  it('chordToGreatCircle of cube_distance is earth_distance between every pair', async () => {
    for (const [lat1, lng1] of POINTS) {
      for (const [lat2, lng2] of POINTS) {
        const a = sql`ll_to_earth(${lat1}::float8, ${lng1}::float8)`;
        const b = sql`ll_to_earth(${lat2}::float8, ${lng2}::float8)`;
        const { rows } = await tdb.database.db.execute<{ ours: number; theirs: number }>(sql`
          SELECT ${chordToGreatCircle(sql`cube_distance(${a}, ${b})`)} AS ours, earth_distance(${a}, ${b}) AS theirs`);
        expect(rows[0]?.ours, `${lat1}, ${lng1} → ${lat2}, ${lng2}`).toBe(rows[0]?.theirs);
      }
    }
  });

  it('chordToGreatCircle is sec_to_gc for chords up to and beyond the diameter', async () => {
    for (const chord of [0, 1e-9, 1, 160_934.4, 6_378_168, 12_756_335.999, 12_756_336, 12_756_337, 2e7]) {
      const { rows } = await tdb.database.db.execute<{ ours: number; theirs: number }>(sql`
        SELECT ${chordToGreatCircle(sql`${chord}::float8`)} AS ours, sec_to_gc(${chord}::float8) AS theirs`);
      expect(rows[0]?.ours, String(chord)).toBe(rows[0]?.theirs);
    }
  });
});
