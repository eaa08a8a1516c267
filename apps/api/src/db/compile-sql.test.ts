import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { LOAD_SORTS } from '@haulclub/shared';
import { searchLoadsQuery, type LoadSearchParams } from '../modules/loads/repository/search-loads';
import { compilePlainSql, compileSql } from './compile-sql';
import { loads } from './schema/index';

const dialect = new PgDialect({ casing: 'snake_case' });
/** drizzle's text and parameters (its `typings` are for other drivers: node-postgres takes none). */
const drizzle = (query: SQL) => {
  const q = dialect.sqlToQuery(query);
  return { sql: q.sql, params: q.params };
};

const base: LoadSearchParams = {
  truckerId: '6be3b1e7-f695-4341-9874-148b10c8c89d',
  premiumWindowMinutes: 15,
  origin: { lat: 32.78, lng: -96.8, radiusMiles: 100 },
  destination: null,
  deadheadFrom: { lat: 32.9, lng: -97.0 },
  equipment: ['Flatbed', 'Hotshot'],
  minRatePerMileCents: 150,
  maxMiles: null,
  pickupFrom: null,
  pickupBefore: null,
  sort: 'newest',
  limit: 20,
  offset: 0,
  reach: {
    truck: { lat: 32.9, lng: -97.0 },
    truckTypes: ['Flatbed'],
    maxRadiusMiles: 200,
    lanes: [
      {
        originKind: 'state',
        originState: 'TX',
        originLat: null,
        originLng: null,
        destinationKind: 'place',
        destinationState: 'OK',
        destinationLat: 35.47,
        destinationLng: -97.52,
      },
    ],
  },
};

/** Every sort, without and with a destination, and the other filters on and off. */
const searches: LoadSearchParams[] = LOAD_SORTS.flatMap((sort) => [
  { ...base, sort },
  { ...base, sort, destination: { lat: 29.42, lng: -98.49, radiusMiles: 75 } },
  {
    ...base,
    sort,
    origin: null,
    equipment: null,
    minRatePerMileCents: null,
    maxMiles: 300,
    pickupFrom: '2026-11-27T08:00:00.000Z',
    pickupBefore: '2026-11-28T08:00:00.000Z',
    offset: 40,
  },
  { ...base, sort, reach: { truck: null, truckTypes: [], maxRadiusMiles: 100, lanes: [] } },
]);

describe('compileSql', () => {
  it("gives drizzle's text and parameters for every board search", () => {
    for (const p of searches) {
      const query = searchLoadsQuery(p);
      const compiled = compileSql(query);
      expect(compiled).toEqual(drizzle(query));
      // Compiled by its own walk, not handed to drizzle.
      expect(compilePlainSql(query)).toEqual(compiled);
      expect(compiled.params.length).toBeGreaterThan(5);
    }
  });

  it('writes identifiers quoted, null and boolean values as parameters', () => {
    const query = sql`SELECT ${sql.identifier('we"ird')}(${null}, ${true}, ${sql.raw("'x'")}, ${12.5}, ${'a'})`;
    expect(compileSql(query)).toEqual({
      sql: `SELECT "we""ird"($1, $2, 'x', $3, $4)`,
      params: [null, true, 12.5, 'a'],
    });
    expect(compileSql(query)).toEqual(drizzle(query));
  });

  it('leaves columns, tables, lists and inlined values to drizzle, with the same result', () => {
    const queries = [
      sql`SELECT ${loads.id} FROM ${loads} WHERE ${loads.number} = ${7}`,
      sql`SELECT 1 WHERE 2 IN ${[1, 2, 3]}`,
      sql`SELECT ${sql`${"it's"}`.inlineParams()} AS t, ${5} AS n`,
    ];
    for (const query of queries) {
      expect(compilePlainSql(query)).toBeNull();
      expect(compileSql(query)).toEqual(drizzle(query));
    }
    expect(compileSql(queries[0]!).sql).toBe('SELECT "loads"."id" FROM "loads" WHERE "loads"."number" = $1');
    expect(compileSql(queries[2]!).sql).toBe(`SELECT 'it''s' AS t, $1 AS n`);
  });
});
