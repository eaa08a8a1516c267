// GET /api/loads through the API next to the very SQL the loads module builds
// for it (searchLoadsQuery), run on the same database with the same parameters,
// for every search shape: each sort order, without and with a destination.
import http from 'node:http';
import type pg from 'pg';
import {
  DEFAULT_PLATFORM_SETTINGS,
  greatCircleMiles,
  LOAD_SORTS,
  type EquipmentType,
  type LoadSort,
} from '@haulclub/shared';
import {
  findPlace,
  searchLoadsQuery,
  type LoadSearchParams,
} from '../../../apps/api/src/modules/loads/index';
import {
  boardSort,
  pageLoads,
  searchPageIds,
  type TruckReach,
} from '../../../apps/api/src/modules/loads/repository/search-loads';
import { compileSql } from '../../../apps/api/src/db/compile-sql';
import { onCleanup } from './cleanup';
import { mapLimit } from './concurrency';
import { expectStatus, requestJson } from './http-json';
import type { SignedIn } from './sign-in';

/** Origins the searches go round (all resolve with the app's offline place lookup). */
export const SEARCH_ORIGINS = [
  'Dallas, TX',
  'Houston, TX',
  'San Antonio, TX',
  'Austin, TX',
  'Fort Worth, TX',
  'El Paso, TX',
  'Lubbock, TX',
  'Amarillo, TX',
  'Midland, TX',
  'Waco, TX',
  'Tyler, TX',
  'Corpus Christi, TX',
  'Oklahoma City, OK',
  'Tulsa, OK',
  'Lawton, OK',
  'Shreveport, LA',
  'Baton Rouge, LA',
  'Lafayette, LA',
  'Little Rock, AR',
  'Fort Smith, AR',
  'Albuquerque, NM',
  'Roswell, NM',
] as const;

const RADIUS = 100;
const EQUIPMENT: EquipmentType[] = ['Flatbed', 'Hotshot'];
const MIN_RATE = 150;
const PAGE_SIZE = 20;
const WARMUP = 20;
/** API and SQL take turns in blocks of this many requests, so background load drifts over both alike. */
const BLOCK = 50;
/** How far a search's destination is from its origin (about): a typical lane. */
const LANE_MILES = 250;

/** One kind of search: a sort order, with or without a destination radius. */
export interface SearchShape {
  sort: LoadSort;
  destination: boolean;
}

/** Every sort order, without and with a destination. */
export const SEARCH_SHAPES: readonly SearchShape[] = LOAD_SORTS.flatMap((sort) =>
  [false, true].map((destination) => ({ sort, destination })),
);

export interface SearchCase {
  /** A searcher: deadhead is measured from its home base; `reach` decides best_match's walk. */
  trucker: SignedIn & { home: { lat: number; lng: number }; reach: TruckReach };
  origin: string;
  /** Another of SEARCH_ORIGINS (destinationFor), or none. */
  destination: string | null;
  sort: LoadSort;
}

function place(name: string) {
  const found = findPlace(name);
  if (!found) throw new Error(`search place ${name} is not a known place`);
  return found;
}

/** The other search origin whose distance from `origin` is closest to LANE_MILES. */
export function destinationFor(origin: string): string {
  const from = place(origin);
  const others = SEARCH_ORIGINS.filter((o) => o !== origin);
  const gap = (o: string) => Math.abs(greatCircleMiles(from, place(o)) - LANE_MILES);
  return others.reduce((best, o) => (gap(o) < gap(best) ? o : best));
}

export function searchPath(c: Pick<SearchCase, 'origin' | 'destination' | 'sort'>): string {
  const q = new URLSearchParams({ origin: c.origin, originRadius: String(RADIUS) });
  if (c.destination) {
    q.set('destination', c.destination);
    q.set('destinationRadius', String(RADIUS));
  }
  q.set('equipment', EQUIPMENT.join(','));
  q.set('minRatePerMileCents', String(MIN_RATE));
  q.set('sort', c.sort);
  return `/api/loads?${q.toString()}`;
}

/** The parameters the search service derives from that query (deadhead from the trucker's home base). */
function searchParams(c: SearchCase): LoadSearchParams {
  const origin = place(c.origin);
  const destination = c.destination ? place(c.destination) : null;
  const radius = { lat: origin.lat, lng: origin.lng, radiusMiles: RADIUS };
  return {
    truckerId: c.trucker.id,
    premiumWindowMinutes: DEFAULT_PLATFORM_SETTINGS.premiumWindowMinutes,
    origin: radius,
    destination: destination && { lat: destination.lat, lng: destination.lng, radiusMiles: RADIUS },
    deadheadFrom: c.trucker.home,
    equipment: EQUIPMENT,
    minRatePerMileCents: MIN_RATE,
    maxMiles: null,
    pickupFrom: null,
    pickupBefore: null,
    // As the service: best_match where no load can score is the newest order.
    sort: boardSort({ sort: c.sort, origin: radius }, c.trucker.reach),
    limit: PAGE_SIZE,
    offset: 0,
    reach: c.trucker.reach,
  };
}

interface ApiPage {
  items: { id: string }[];
  total: number;
  totalCapped: boolean;
}

export async function apiSearch(
  port: number,
  agent: http.Agent,
  c: SearchCase,
): Promise<{ ms: number; page: ApiPage }> {
  const path = searchPath(c);
  const res = await requestJson<ApiPage>(port, { method: 'GET', path, token: c.trucker.token, agent });
  return { ms: res.ms, page: expectStatus(res, 200, `GET ${path}`) };
}

/**
 * A timed search through the API: the answer is read to its last byte and its status checked, its
 * body not decoded (nothing reads it; the direct SQL's rows are decoded because the API's own work
 * includes decoding them).
 */
async function timedApiSearch(port: number, agent: http.Agent, c: SearchCase): Promise<number> {
  const path = searchPath(c);
  const res = await requestJson(port, {
    method: 'GET',
    path,
    token: c.trucker.token,
    agent,
    discardBody: true,
  });
  if (res.status !== 200) throw new Error(`GET ${path}: expected HTTP 200, got ${res.status}`);
  return res.ms;
}

/** A direct search's statement, built beforehand: the timed part is the database's work and its rows. */
export interface BuiltSqlSearch {
  params: LoadSearchParams;
  query: { sql: string; params: unknown[] };
}

/** The search statement of a case, as the loads module builds and compiles it for the API. */
export function buildSqlSearch(c: SearchCase): BuiltSqlSearch {
  const params = searchParams(c);
  return { params, query: compileSql(searchLoadsQuery(params)) };
}

export async function sqlSearch(
  pool: pg.Pool,
  c: SearchCase | BuiltSqlSearch,
): Promise<{ ms: number; ids: string[]; total: number; totalCapped: boolean }> {
  const { params, query } = 'query' in c ? c : buildSqlSearch(c);
  const started = performance.now();
  const { rows } = await pool.query<Record<string, unknown>>(query.sql, query.params);
  // The page's loads in full, as the API reads them (one prepared statement).
  const page = searchPageIds(rows, params);
  const loads = await pageLoads(pool, params, page.ids);
  const ms = performance.now() - started;
  return { ms, ids: loads.map((r) => r.id), total: page.total, totalCapped: page.totalCapped };
}

/**
 * Before timing anything: each origin through both paths must give the same
 * page and total, so the baseline really is the API's query.
 */
async function assertSameResults(
  port: number,
  agent: http.Agent,
  pool: pg.Pool,
  cases: readonly SearchCase[],
): Promise<number[]> {
  return mapLimit(cases, 2, async (c) => {
    const [api, direct] = await Promise.all([apiSearch(port, agent, c), sqlSearch(pool, c)]);
    const apiIds = api.page.items.map((i) => i.id).join(',');
    if (
      apiIds !== direct.ids.join(',') ||
      api.page.total !== direct.total ||
      api.page.totalCapped !== direct.totalCapped
    ) {
      throw new Error(
        `search ${searchPath(c)}: the API (${api.page.total} loads) and the direct SQL (${direct.total}) disagree`,
      );
    }
    return direct.total;
  });
}

/**
 * Every shape through both paths before any shape is timed, at the measured concurrency: the first
 * shape timed otherwise paid for the code and statements the ones after it found warm (the API's
 * JIT, each pool connection's prepared statements).
 */
export async function warmUpAllShapes(
  port: number,
  pool: pg.Pool,
  cases: readonly SearchCase[],
  concurrency: number,
): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const deregister = onCleanup('close the warm-up sockets', () => agent.destroy());
  try {
    await warmUp(port, agent, pool, cases, concurrency);
  } finally {
    deregister();
    agent.destroy();
  }
}

/** Each case through the API, then directly, `concurrency` at a time (results not kept). */
async function warmUp(
  port: number,
  agent: http.Agent,
  pool: pg.Pool,
  cases: readonly SearchCase[],
  concurrency: number,
): Promise<void> {
  await mapLimit(cases, concurrency, async (c) => {
    await timedApiSearch(port, agent, c);
    await sqlSearch(pool, c);
  });
}

/**
 * Checks both paths agree, warms both up, then times every case through the
 * API and directly, alternating blocks, with `concurrency` requests in flight.
 */
export async function runSearchComparison(
  port: number,
  pool: pg.Pool,
  cases: readonly SearchCase[],
  concurrency: number,
  log: (m: string) => void,
): Promise<{ apiMs: number[]; sqlMs: number[] }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const deregister = onCleanup('close the search sockets', () => agent.destroy());
  try {
    const origins = [...new Map(cases.map((c) => [searchPath(c), c])).values()];
    const totals = await assertSameResults(port, agent, pool, origins);
    log(
      `search: API and SQL agree for ${totals.length} origins (${Math.min(...totals)}–${Math.max(...totals)} matches)`,
    );
    // At the measured concurrency, so every connection the timing uses (the API workers' pools and
    // the SQL pool) has its backend and prepared statements warm: warmed one at a time, the first
    // shape timed (newest) paid for the other connections' first statements.
    await warmUp(port, agent, pool, cases.slice(0, WARMUP), concurrency);
    log(
      `search: ${cases.length} requests through the API and the same directly (concurrency ${concurrency})`,
    );
    const apiMs: number[] = [];
    const sqlMs: number[] = [];
    // Neither side's timed loop does the harness's own work: the statements are built here, the
    // API's bodies are not decoded (timedApiSearch).
    const built = cases.map(buildSqlSearch);
    for (let from = 0; from < cases.length; from += BLOCK) {
      const block = cases.slice(from, from + BLOCK);
      apiMs.push(...(await mapLimit(block, concurrency, (c) => timedApiSearch(port, agent, c))));
      const sqlBlock = built.slice(from, from + BLOCK);
      sqlMs.push(...(await mapLimit(sqlBlock, concurrency, async (b) => (await sqlSearch(pool, b)).ms)));
    }
    return { apiMs, sqlMs };
  } finally {
    deregister();
    agent.destroy();
  }
}
