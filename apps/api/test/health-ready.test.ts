import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createTestApp, testConfig, type TestApp } from './helpers/app';
import { createTestDatabase } from './helpers/database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('GET /api/health (liveness)', () => {
  it('answers from the process alone: no database field, no rate limit headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      demoMode: true,
      version: t.config.version,
      uptimeSeconds: expect.any(Number),
    });
    expect(res.headers['x-ratelimit-limit']).toBeUndefined();
  });

  it('still answers 200 when the database is gone', async () => {
    const other = await createTestApp();
    try {
      await other.db.database.pool.end();
      const res = await other.app.inject({ method: 'GET', url: '/api/health' });
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe('ok');
    } finally {
      await other.app.close();
      await other.db.drop().catch(() => undefined);
    }
  });
});

describe('GET /api/ready (readiness)', () => {
  it('reports the database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ status: 'ready', database: { ok: true, roundTripMs: expect.any(Number) } });
    expect(body.database.roundTripMs).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 unavailable when the database is gone', async () => {
    const other = await createTestApp();
    try {
      await other.db.database.pool.end();
      const res = await other.app.inject({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({ status: 'unavailable', database: { ok: false } });
    } finally {
      await other.app.close();
      await other.db.drop().catch(() => undefined);
    }
  });

  it('is rate limited like the rest of the API (each call costs a database round trip)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.headers['x-ratelimit-limit']).toBe(String(t.config.rateLimit.max));
  });

  it('is in the OpenAPI document next to /api/health', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(doc.paths['/api/ready'].get.responses).toHaveProperty('503');
    expect(doc.paths['/api/health'].get.responses).not.toHaveProperty('503');
  });
});

describe('request logging', () => {
  async function appLogging(env: Record<string, string>) {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        callback();
      },
    });
    const db = await createTestDatabase();
    const config = testConfig({ LOG_LEVEL: 'info', ...env });
    const app = await buildApp({ config, database: db.database, logger: { level: 'info', stream } });
    await app.ready();
    const completed = () => lines.filter((l) => l.msg === 'request completed');
    return { app, completed, close: async () => (await app.close(), await db.drop()) };
  }

  it('writes no line per fast, successful request at the info level', async () => {
    const logged = await appLogging({});
    try {
      for (let i = 0; i < 3; i++) await logged.app.inject({ method: 'GET', url: '/api/health' });
      expect(logged.completed()).toEqual([]);
    } finally {
      await logged.close();
    }
  });

  it('writes one warn line for a request slower than LOG_SLOW_REQUEST_MS', async () => {
    const logged = await appLogging({ LOG_SLOW_REQUEST_MS: '0' });
    try {
      await logged.app.inject({ method: 'GET', url: '/api/health' });
      expect(logged.completed()).toEqual([
        expect.objectContaining({
          level: 40,
          req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
    } finally {
      await logged.close();
    }
  });
});
