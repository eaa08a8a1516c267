import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, TransactionRollbackError } from 'drizzle-orm';
import { DEFAULT_PLATFORM_SETTINGS, SEARCH_COUNT_CAP, type LoadSort } from '@haulclub/shared';
import {
  searchLoadsPage,
  searchLoadsQuery,
  type LoadSearchParams,
  type SearchPage,
} from '../src/modules/loads/repository/search-loads';
import type { TestApp } from './helpers/app';
import { bearer, createAuthTestApp } from './helpers/auth';
import { createTrucker, insertLoad, PLACES } from './helpers/loads';
import { createVerifiedBroker, type TestAccount } from './helpers/membership';

// The board search's answers where the index design matters: many loads on one ZIP centroid
// (deadhead ties) and more matches than the count goes up to.

let t: TestApp;
let trucker: TestAccount;
/** Deadhead from Fort Worth: two loads there, twelve on the Dallas centroid, one in Houston (Flatbed). */
const ties: { fortWorth: number[]; dallas: number[]; houston: number[] } = {
  fortWorth: [],
  dallas: [],
  houston: [],
};
/** Reefer loads: more than the count cap. */
const CAPPED = SEARCH_COUNT_CAP + 5;

beforeAll(async () => {
  t = await createAuthTestApp();
  const broker = await createVerifiedBroker(t);
  trucker = await createTrucker(t); // home base Fort Worth
  const b = broker.userId;
  // Interleaved so the load numbers of a tie are not simply the insertion order of one place.
  for (let i = 0; i < 12; i++) {
    ties.dallas.push((await insertLoad(t, { brokerId: b, from: 'dallas', to: 'houston' })).number);
    if (i === 3 || i === 8)
      ties.fortWorth.push((await insertLoad(t, { brokerId: b, from: 'fortWorth', to: 'houston' })).number);
    if (i === 5)
      ties.houston.push((await insertLoad(t, { brokerId: b, from: 'houston', to: 'dallas' })).number);
  }
  const reefer = await insertLoad(t, { brokerId: b, from: 'austin', to: 'dallas', equipment: 'Reefer' });
  await t.db.database.db.execute(sql`
    INSERT INTO loads (broker_id, status, pickup_city, pickup_state, pickup_zip, pickup_lat, pickup_lng,
      delivery_city, delivery_state, delivery_zip, delivery_lat, delivery_lng,
      pickup_window_start, pickup_window_end, delivery_window_start, delivery_window_end,
      equipment, weight_lbs, length_ft, commodity, rate_cents, miles, estimated_miles, premium,
      expiry_hours, posted_at, expires_at)
    SELECT broker_id, status, pickup_city, pickup_state, pickup_zip, pickup_lat, pickup_lng,
      delivery_city, delivery_state, delivery_zip, delivery_lat, delivery_lng,
      pickup_window_start, pickup_window_end, delivery_window_start, delivery_window_end,
      equipment, weight_lbs, length_ft, commodity, rate_cents + g, miles, estimated_miles, premium,
      expiry_hours, posted_at - make_interval(secs => g), expires_at
    FROM loads, generate_series(1, ${CAPPED - 1}) g
    WHERE id = ${reefer.id}::uuid`);
});
afterAll(async () => t?.close());

interface Page {
  items: { id: string; number: number; deadheadMiles: number | null }[];
  total: number;
  totalCapped: boolean;
  page: number;
}

async function search(query: string): Promise<Page> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/loads?${query}`,
    headers: bearer(trucker.token),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('GET /api/loads at the edges of the index design', () => {
  it('pages through deadhead ties in load-number order, every load exactly once', async () => {
    const pages: Page[] = [];
    for (let page = 1; page <= 4; page++)
      pages.push(
        await search(
          `equipment=Flatbed&sort=deadhead&deadheadFrom=Fort%20Worth,%20TX&pageSize=4&page=${page}`,
        ),
      );
    const numbers = pages.flatMap((p) => p.items.map((i) => i.number));
    expect(numbers).toEqual([...ties.fortWorth, ...ties.dallas, ...ties.houston]);
    expect(pages.map((p) => p.items.length)).toEqual([4, 4, 4, 3]);
    expect(pages.every((p) => p.total === 15 && !p.totalCapped)).toBe(true);
    // Closest first: a tie shares one deadhead.
    const miles = pages.flatMap((p) => p.items.map((i) => i.deadheadMiles as number));
    expect(miles).toEqual([...miles].sort((a, b) => a - b));
    expect(new Set(miles.slice(2, 14)).size).toBe(1);
  });

  it(`counts exactly up to ${SEARCH_COUNT_CAP} matches and says "more" beyond, while paging on past it`, async () => {
    const first = await search('equipment=Reefer&pageSize=50');
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true, page: 1 });
    expect(first.items).toHaveLength(50);
    // The count reaches the end of the page asked for: page 4 ends at the cap, page 5 past it.
    expect(await search('equipment=Reefer&pageSize=50&page=4')).toMatchObject({
      total: 200,
      totalCapped: true,
    });
    const fifth = await search('equipment=Reefer&pageSize=50&page=5');
    expect(fifth).toMatchObject({ total: CAPPED, totalCapped: false });
    expect(fifth.items).toHaveLength(CAPPED - 200);
    expect(await search('equipment=Reefer&pageSize=50&page=6')).toMatchObject({
      items: [],
      total: CAPPED,
      totalCapped: false,
    });
    // Every page of the walk is distinct: the newest order has its tie-breaker.
    const ids = new Set<string>();
    for (let page = 1; page <= 5; page++)
      for (const item of (await search(`equipment=Reefer&pageSize=50&page=${page}`)).items) ids.add(item.id);
    expect(ids.size).toBe(CAPPED);
  });

  it('finds a lane whose ends span several longitude bands (loads_active_lane_idx)', async () => {
    // Fort Worth (-97.3) and Dallas (-96.8) lie in different whole-degree bands: a 40-mile origin
    // round Fort Worth covers both, and Houston's delivery box its own bands.
    const lane = await search(
      'equipment=Flatbed&origin=Fort%20Worth,%20TX&originRadius=40&destination=Houston,%20TX&destinationRadius=30&sort=deadhead&pageSize=50',
    );
    expect(lane.items.map((i) => i.number)).toEqual([...ties.fortWorth, ...ties.dallas]);
    expect(lane).toMatchObject({ total: 14, totalCapped: false });
    // The reverse lane: Houston's one load to Dallas, and nothing from Dallas to Dallas.
    const back = await search(
      'equipment=Flatbed&origin=Houston,%20TX&originRadius=30&destination=Fort%20Worth,%20TX&destinationRadius=40',
    );
    expect(back.items.map((i) => i.number)).toEqual(ties.houston);
  });

  it('counts exactly below the cap, whatever the page', async () => {
    expect(await search('equipment=Flatbed,Reefer&maxMiles=1')).toMatchObject({
      total: 0,
      totalCapped: false,
    });
    expect(await search('origin=Houston,%20TX&originRadius=10')).toMatchObject({
      total: 1,
      totalCapped: false,
    });
    expect(await search('origin=Houston,%20TX&originRadius=10&page=3')).toMatchObject({
      items: [],
      total: 1,
      totalCapped: false,
    });
  });
});

describe('GET /api/loads through the board index (loads_active_board_idx)', () => {
  // Hotshot loads only, so the searches above see none of them.
  const shown: { dallasHouston: string[]; lowRate: string; fortWorthAustin: string } = {
    dallasHouston: [],
    lowRate: '',
    fortWorthAustin: '',
  };
  beforeAll(async () => {
    const broker = await createVerifiedBroker(t);
    const suspended = await createVerifiedBroker(t);
    const b = broker.userId;
    const hotshot = { brokerId: b, equipment: 'Hotshot' as const };
    for (let i = 0; i < 3; i++)
      shown.dallasHouston.push((await insertLoad(t, { ...hotshot, from: 'dallas', to: 'houston' })).id);
    shown.lowRate = (
      await insertLoad(t, { ...hotshot, from: 'dallas', to: 'houston', rateCents: 24_000 })
    ).id;
    shown.fortWorthAustin = (await insertLoad(t, { ...hotshot, from: 'fortWorth', to: 'austin' })).id;
    // Never shown to this trucker: expired by the clock while still active, premium inside its
    // early-access window (the trucker has no early access), posted by a suspended broker.
    await insertLoad(t, { ...hotshot, from: 'dallas', to: 'houston', expiresInSeconds: -60 });
    await insertLoad(t, { ...hotshot, from: 'dallas', to: 'houston', premium: true });
    await insertLoad(t, { ...hotshot, brokerId: suspended.userId, from: 'dallas', to: 'houston' });
    await t.db.database.db.execute(
      sql`UPDATE users SET suspended_at = now() WHERE id = ${suspended.userId}::uuid`,
    );
    // As autovacuum keeps the table: pages all-visible, so an index-only scan needs no heap visit.
    await t.db.database.db.execute(sql`VACUUM ANALYZE loads`);
  });

  const params = (over: Partial<LoadSearchParams>): LoadSearchParams => ({
    truckerId: trucker.userId,
    premiumWindowMinutes: DEFAULT_PLATFORM_SETTINGS.premiumWindowMinutes,
    origin: { ...PLACES.dallas, radiusMiles: 50 },
    destination: null,
    deadheadFrom: PLACES.fortWorth,
    equipment: ['Hotshot'],
    minRatePerMileCents: 150,
    maxMiles: null,
    pickupFrom: null,
    pickupBefore: null,
    sort: 'newest',
    limit: 20,
    offset: 0,
    ...over,
  });

  /**
   * The search with the planner kept off the table's own scans (so on the board index), and its
   * plan; in a transaction that is rolled back (a lane's GiST, which wins on a table this small, is
   * dropped inside it).
   */
  async function viaBoardIndex(p: LoadSearchParams, drop: readonly string[] = []) {
    let result: { plan: string; page: SearchPage } | undefined;
    try {
      await t.db.database.db.transaction(async (tx) => {
        await tx.execute(sql`SET LOCAL enable_seqscan = off`);
        await tx.execute(sql`SET LOCAL enable_bitmapscan = off`);
        if (p.destination) await tx.execute(sql`DROP INDEX loads_active_lane_idx`);
        for (const index of drop) await tx.execute(sql`DROP INDEX ${sql.identifier(index)}`);
        const plan = await tx.execute<{ 'QUERY PLAN': string }>(sql`EXPLAIN ${searchLoadsQuery(p)}`);
        result = {
          plan: plan.rows.map((r) => r['QUERY PLAN']).join('\n'),
          page: await searchLoadsPage(tx, p),
        };
        tx.rollback();
      });
    } catch (err) {
      if (!(err instanceof TransactionRollbackError)) throw err;
    }
    if (!result) throw new Error('the search through the board index gave nothing');
    return result;
  }

  const sorts: LoadSort[] = ['newest', 'rate_per_mile', 'deadhead', 'expiring'];
  it.each([
    ['an origin', {}, () => [...shown.dallasHouston, shown.fortWorthAustin]],
    [
      'an origin, any rate',
      { minRatePerMileCents: null },
      () => [...shown.dallasHouston, shown.lowRate, shown.fortWorthAustin],
    ],
    ['a lane', { destination: { ...PLACES.houston, radiusMiles: 50 } }, () => shown.dallasHouston],
  ] as const)('finds the same visible loads and count as the table, with %s', async (_, over, expected) => {
    for (const sort of sorts) {
      const p = params({ ...over, sort });
      const indexed = await viaBoardIndex(p);
      // The premise: the filters are answered by the board index, not the table.
      expect(indexed.plan).toContain('Index Only Scan using loads_active_board_idx');
      const ids = indexed.page.rows.map((r) => r.id);
      expect([...ids].sort()).toEqual([...expected()].sort());
      expect(indexed.page).toMatchObject({ total: expected().length, totalCapped: false });
      const planned = await searchLoadsPage(t.db.database.db, p);
      expect(planned.rows.map((r) => r.id)).toEqual(ids);
      expect(planned.total).toBe(indexed.page.total);
    }
  });

  it('finds the same best_match page through the pickup band index (loads_active_pickup_band_idx)', async () => {
    // Round Dallas, 50 miles: the box spans the longitude bands of Dallas (−97) and Fort Worth (−98).
    const p = params({
      sort: 'best_match',
      minRatePerMileCents: null,
      reach: { truck: PLACES.fortWorth, truckTypes: ['Hotshot'], maxRadiusMiles: 300 },
    });
    // Every other index that could find the candidates dropped (on a table this small the planner
    // takes any of them): the page through the band index, and the same as planned freely.
    const others = ['loads_active_board_idx', 'loads_active_lane_idx', 'loads_active_pickup_earth_idx'];
    const indexed = await viaBoardIndex(p, others);
    // The candidates' scan reads the pickup's longitude bands (the index's second column; on a table
    // this small the planner may check them as a filter rather than bound the scan by them).
    const lines = indexed.plan.split('\n');
    const bandScans = lines.flatMap((line, i) =>
      line.includes('Index Only Scan using loads_active_pickup_band_idx')
        ? [lines.slice(i + 1, i + 3).join(' ')]
        : [],
    );
    expect(
      bandScans.some((conds) => /floor\(pickup_lng\)\)::integer\)? = ANY \('\{-98,-97,-96\}'/.test(conds)),
    ).toBe(true);
    const expected = [...shown.dallasHouston, shown.lowRate, shown.fortWorthAustin];
    expect(indexed.page.rows.map((r) => r.id).sort()).toEqual([...expected].sort());
    expect(indexed.page).toMatchObject({ total: expected.length, totalCapped: false });
    const planned = await searchLoadsPage(t.db.database.db, p);
    expect(planned.rows.map((r) => r.id)).toEqual(indexed.page.rows.map((r) => r.id));
  });
});
