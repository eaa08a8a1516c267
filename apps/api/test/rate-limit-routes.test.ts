import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from './helpers/app';
import { createAuthTestApp, freshIp } from './helpers/auth';
import { isApiPath } from '../src/plugins/web-app';

/** A tiny global limit, so the sweep needs few requests for routes without a limit of their own. */
const GLOBAL_MAX = 3;
/** Routes that are deliberately not limited (load balancers poll the health check). */
const UNLIMITED = ['GET /api/health'];

let t: TestApp;
let webDir: string;

beforeAll(async () => {
  webDir = await fs.mkdtemp(path.join(os.tmpdir(), 'haulclub-web-'));
  await fs.mkdir(path.join(webDir, 'assets'));
  await fs.writeFile(path.join(webDir, 'index.html'), '<!doctype html><title>HaulClub</title>');
  await fs.writeFile(path.join(webDir, 'assets', 'app.js'), 'console.log(1);');
  t = await createAuthTestApp({ env: { RATE_LIMIT_MAX: String(GLOBAL_MAX), WEB_DIST_DIR: webDir } });
});
afterAll(async () => {
  await t?.close();
  await fs.rm(webDir, { recursive: true, force: true });
});

/** `/api/loads/:id` → `/api/loads/<uuid>`: any value reaches the route (it may then refuse it). */
function concrete(url: string): string {
  return url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000').replace(/\*/g, 'x');
}

/** Percent-encodes the path's first letter: `/api/me` → `/%61pi/me`, which the router decodes back. */
function encodeFirstLetter(url: string): string {
  return `/%${url.charCodeAt(1).toString(16)}${url.slice(2)}`;
}

function send(method: string, url: string, ip: string) {
  return t.app.inject({ method: method as 'GET', url, remoteAddress: ip });
}

/** Sends `limit` requests (none refused) and one more, which must be 429; returns what went wrong, if anything. */
async function refusedAfter(method: string, url: string, limit: number): Promise<string | undefined> {
  const ip = freshIp();
  for (let i = 1; i <= limit; i++) {
    const res = await send(method, url, ip);
    if (res.statusCode === 429) return `${method} ${url}: request ${i} of ${limit} was already refused`;
  }
  const over = await send(method, url, ip);
  return over.statusCode === 429
    ? undefined
    : `${method} ${url}: request ${limit + 1} answered ${over.statusCode}, not 429`;
}

describe('rate limits', () => {
  it('refuse every /api and /auth/v1 route after its limit, by its plain path and through a percent-encoded one', async () => {
    const routes = t.app.routeTable.entries.filter((r) => isApiPath(r.url));
    expect(routes.length).toBeGreaterThan(40);
    const problems: string[] = [];
    const unlimited: string[] = [];
    for (const route of routes) {
      const url = concrete(route.url);
      const first = await send(route.method, url, freshIp());
      const header = first.headers['x-ratelimit-limit'];
      if (header === undefined) {
        unlimited.push(`${route.method} ${route.url}`);
        continue;
      }
      const limit = Number(header);
      for (const path of [url, encodeFirstLetter(url)]) {
        const problem = await refusedAfter(route.method, path, limit);
        if (problem) problems.push(problem);
      }
    }
    expect(problems).toEqual([]);
    expect(unlimited).toEqual(UNLIMITED);
  });

  it('count password sign-ins through /%61uth/v1/token like /auth/v1/token: the 151st is refused', async () => {
    const ip = freshIp();
    const grant = (url: string) =>
      t.app.inject({
        method: 'POST',
        url: `${url}?grant_type=password`,
        payload: { email: 'nobody@haulclub.test', password: 'wrong' },
        remoteAddress: ip,
      });
    // Plain and encoded requests share the route's counter.
    for (let i = 0; i < 75; i++) expect((await grant('/auth/v1/token')).statusCode).not.toBe(429);
    for (let i = 0; i < 75; i++) expect((await grant('/%61uth/v1/token')).statusCode).not.toBe(429);
    const refused = await grant('/%61uth/v1/token');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error_code).toBe('over_request_rate_limit');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('count an unknown encoded API path as the API: a 404 problem, then 429', async () => {
    const ip = freshIp();
    for (let i = 0; i < GLOBAL_MAX; i++) {
      const res = await send('GET', '/%61pi/no-such-thing', ip);
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }
    const refused = await send('GET', '/%61pi/no-such-thing', ip);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('rate_limited');
  });

  it('leave the web app’s pages and static files unlimited', async () => {
    const ip = freshIp();
    for (let i = 0; i < GLOBAL_MAX * 3; i++) {
      const page = await send('GET', '/trucker/loads', ip);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('HaulClub');
      expect((await send('GET', '/assets/app.js', ip)).statusCode).toBe(200);
      expect((await send('GET', '/%61ssets/app.js', ip)).statusCode).toBe(200);
    }
  });
});
