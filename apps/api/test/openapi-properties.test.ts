import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '@haulclub/shared';
import type { TestApp } from './helpers/app';
import { createAuthTestApp, freshIp } from './helpers/auth';
import { createAdminAccount, createVerifiedBroker, type TestAccount } from './helpers/membership';
import { createBooking, createTrucker, insertLoad, PLACES } from './helpers/loads';
import { startThread } from './helpers/chat';

/*
 * For every operation of the OpenAPI document: requests generated from its parameter and body schemas at
 * their edges (fast-check, fixed seeds), sent as every role the route admits. Never a 5xx; and a 4xx changes
 * nothing in the database.
 *
 * Not exercised here, because a generated request cannot reach them meaningfully: the WebSocket /api/live
 * (an upgrade, not in the document; see live.test.ts and live-limits.test.ts) and the Stripe webhook (it needs
 * a valid signature and is not in the document with the sandbox provider; see payments-stripe.test.ts).
 */

type Json = Record<string, unknown>;
interface JsonSchema {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  const?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
}
interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema: JsonSchema;
}
interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body: JsonSchema | undefined;
}
type Actor = 'anonymous' | Role;

/** Runs per operation (spread over its roles) and the time one operation may take. */
const RUNS = 25;
const TIME_LIMIT_MS = 800;

let t: TestApp;
let doc: {
  paths: Record<string, Record<string, Json>>;
  components?: { schemas?: Record<string, JsonSchema> };
};
const actors: Partial<Record<Role, TestAccount>> = {};

beforeAll(async () => {
  t = await createAuthTestApp({ env: { LOG_LEVEL: 'error' } });
  doc = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
  await ensureActors();
  await stage();
}, 120_000);
afterAll(async () => t?.close());

// ---- actors and the ids a request may point at ----

const CREATE: Record<Role, () => Promise<TestAccount>> = {
  admin: () => createAdminAccount(t),
  broker: () => createVerifiedBroker(t),
  trucker: () => createTrucker(t),
};

/**
 * Signed-in actors of every role; one that a generated request signed out, suspended or changed is replaced.
 * Returns whether any was (re)created.
 */
async function ensureActors(): Promise<boolean> {
  let created = false;
  for (const role of ['admin', 'broker', 'trucker'] as const) {
    const current = actors[role];
    const me = current
      ? await t.app.inject({
          method: 'GET',
          url: '/api/me',
          headers: auth(current.token),
          remoteAddress: freshIp(),
        })
      : undefined;
    if (me?.statusCode !== 200 || me.json().role !== role) {
      actors[role] = await CREATE[role]();
      created = true;
    }
  }
  return created;
}

/** Something real to point at: an active load, a booking and a chat thread of the actors. */
async function stage(): Promise<void> {
  const broker = actors.broker as TestAccount;
  const trucker = actors.trucker as TestAccount;
  const load = await insertLoad(t, { brokerId: broker.userId });
  await startThread(t, trucker.token, load.id);
  await createBooking(t, broker.userId, trucker);
  // Work the staging queued (e.g. the booking's speed-score refresh) finishes before the first request.
  await t.app.jobs.runDue();
}

async function knownIds(): Promise<string[]> {
  const result = await t.db.database.pool.query<{ id: string }>(`
    (SELECT id::text FROM users ORDER BY created_at DESC LIMIT 6)
    UNION ALL (SELECT id::text FROM loads ORDER BY posted_at DESC LIMIT 6)
    UNION ALL (SELECT id::text FROM bookings ORDER BY booked_at DESC LIMIT 4)
    UNION ALL (SELECT id::text FROM chat_threads ORDER BY created_at DESC LIMIT 4)
    UNION ALL (SELECT id::text FROM broker_applications ORDER BY created_at DESC LIMIT 4)
    UNION ALL (SELECT id::text FROM invitations ORDER BY created_at DESC LIMIT 4)
    UNION ALL (SELECT id::text FROM invite_requests ORDER BY created_at DESC LIMIT 4)
    UNION ALL (SELECT id::text FROM uploads ORDER BY created_at DESC LIMIT 4)
    UNION ALL (SELECT id::text FROM mail_outbox ORDER BY created_at DESC LIMIT 4)`);
  return result.rows.map((r) => r.id);
}

// ---- the database's state ----

/**
 * Columns that background workers change on their own (the mail worker sends, the job runner runs): only
 * their rows' existence counts for those tables.
 */
const ROW_IDENTITY_ONLY = new Set(['mail_outbox', 'jobs']);
/** Written by the mail worker when it delivers an earlier request's mail (mail_outbox shows what was queued). */
const NOT_COUNTED = new Set(['dev_mailbox_messages']);

let fingerprintSql: string | undefined;
async function fingerprint(): Promise<Map<string, string>> {
  if (!fingerprintSql) {
    const tables = await t.db.database.pool.query<{ tablename: string }>(
      "SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename",
    );
    fingerprintSql = tables.rows
      .filter(({ tablename }) => !NOT_COUNTED.has(tablename))
      .map(({ tablename: name }) => {
        const row = ROW_IDENTITY_ONLY.has(name) ? 'r.id::text' : 'r::text';
        // Order-independent and cheap: the row count and the sum of the rows' 64-bit hashes.
        return `SELECT '${name}' AS name, count(*) || ':' || coalesce(sum(hashtextextended(${row}, 0)), 0) AS hash FROM "${name}" r`;
      })
      .join(' UNION ALL ');
  }
  // A named statement: parsed and planned once per connection (the union of every table took about
  // 5 ms to plan each time, more than to run, and the property test takes thousands).
  const result = await t.db.database.pool.query<{ name: string; hash: string }>({
    name: 'openapi-properties-fingerprint',
    text: fingerprintSql,
  });
  return new Map(result.rows.map((r) => [r.name, r.hash]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}

// ---- values at the edges of a JSON schema ----

const NEAR_NOW_HOURS = fc.integer({ min: -72, max: 24 * 40 });
const DATE_EDGES = [
  '0000-01-01T00:00:00Z',
  '0001-01-01T00:00:00Z',
  '1899-12-31T23:59:59Z',
  '1900-01-01T00:00:00Z',
  '1970-01-01T00:00:00Z',
  '2024-02-29T23:59:59.999999999Z',
  '9999-12-31T23:59:59Z',
  '9999-12-31T23:59:59-14:00',
  '9999-12-31T23:59:59+23:59',
  '2026-02-30T00:00:00Z',
  '+275760-09-13T00:00:00Z',
  'now',
  '',
];
const TEXT_EDGES = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\uD800',
  '😀'.repeat(40),
  "'; DROP TABLE loads; --",
  '%_\\',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'Dallas, TX',
  '75201',
  'x'.repeat(20_000),
];
const WRONG_TYPES: unknown[] = [null, 0, -1, 1.5, 1e308, -1e308, 2 ** 53, true, '', 'x', [], {}, '\u0000'];
const ZIPS = Object.values(PLACES).map((p) => p.zip);

interface Ctx {
  ids: string[];
  emails: string[];
  refs: Record<string, JsonSchema>;
}

function resolve(schema: JsonSchema, ctx: Ctx): JsonSchema {
  if (!schema.$ref) return schema;
  return resolve(ctx.refs[schema.$ref.replace('#/components/schemas/', '')] ?? {}, ctx);
}

function numberArb(s: JsonSchema, integer: boolean): fc.Arbitrary<unknown> {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -(2 ** 31));
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 2 ** 31);
  const edges = [lo, hi, lo + 1, hi - 1, lo - 1, hi + 1, 0, -1, 2 ** 31, 2 ** 53 - 1, -(2 ** 53), 1e21];
  return fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...edges) },
    {
      weight: 3,
      arbitrary: integer ? fc.integer({ min: lo, max: hi }) : fc.double({ min: lo, max: hi, noNaN: true }),
    },
    { weight: 1, arbitrary: fc.constantFrom(0.5, lo + 0.5, -0.0001, 1e-9) },
  );
}

function stringArb(s: JsonSchema, ctx: Ctx): fc.Arbitrary<unknown> {
  if (s.format === 'date-time') {
    return fc.oneof(
      fc.constantFrom(...DATE_EDGES),
      NEAR_NOW_HOURS.map((h) => new Date(Date.now() + h * 3_600_000).toISOString()),
      fc
        .date({
          min: new Date('1900-01-01T00:00:00Z'),
          max: new Date('9999-12-31T23:59:59Z'),
          noInvalidDate: true,
        })
        .map((d) => d.toISOString()),
    );
  }
  if (s.format === 'uuid') {
    return fc.oneof(
      { weight: 4, arbitrary: ctx.ids.length > 0 ? fc.constantFrom(...ctx.ids) : fc.uuid() },
      { weight: 2, arbitrary: fc.uuid() },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          '00000000-0000-0000-0000-000000000000',
          'ffffffff-ffff-ffff-ffff-ffffffffffff',
          'not-a-uuid',
          ...ctx.ids.slice(0, 2).map((id) => id.toUpperCase()),
        ),
      },
    );
  }
  if (s.format === 'email') {
    return fc.oneof(
      fc.emailAddress(),
      fc.constantFrom(...ctx.emails, ...ctx.emails.map((e) => e.toUpperCase())),
      fc.constantFrom('a@b', `${'a'.repeat(300)}@haulclub.test`, 'no-at-sign', ' spaced@haulclub.test '),
    );
  }
  if (s.pattern === '^\\d{5}$')
    return fc.oneof(fc.constantFrom(...ZIPS), fc.constantFrom('00000', '99999', '7520'));
  const min = s.minLength ?? 0;
  const max = s.maxLength ?? 20_000;
  const lengthEdges = [min, max, max + 1, Math.max(0, min - 1)].map((n) => 'x'.repeat(Math.min(n, 30_000)));
  const arbs: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...lengthEdges, ...TEXT_EDGES),
    fc.string({ minLength: min, maxLength: Math.min(max, 40) }),
    fc.string({ unit: 'binary', maxLength: 20 }),
  ];
  if (s.pattern) {
    try {
      arbs.push(fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length <= Math.max(max, 1) + 1));
    } catch {
      // A pattern JavaScript cannot compile: the other values still reach the route.
    }
  }
  return fc.oneof(...arbs);
}

function objectArb(s: JsonSchema, ctx: Ctx, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  const required = s.required ?? [];
  const shaped = fc.record(
    Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valueArb(v, ctx, depth + 1)])),
    { requiredKeys: required.filter((k) => k in props) },
  ) as fc.Arbitrary<Json>;
  return fc.oneof(
    { weight: 6, arbitrary: shaped },
    {
      weight: 1,
      arbitrary: fc.tuple(shaped, fc.nat()).map(([o, n]) => {
        const missing = required[n % Math.max(1, required.length)];
        return Object.fromEntries(Object.entries(o).filter(([k]) => k !== missing));
      }),
    },
    { weight: 1, arbitrary: shaped.map((o) => ({ ...o, unexpected: 'field' })) },
  );
}

function valueArb(raw: JsonSchema, ctx: Ctx, depth = 0): fc.Arbitrary<unknown> {
  const s = resolve(raw, ctx);
  const choices = s.anyOf ?? s.oneOf;
  if (choices) return fc.oneof(...choices.map((c) => valueArb(c, ctx, depth)));
  if (s.allOf?.[0]) return valueArb(s.allOf[0], ctx, depth);
  let valid: fc.Arbitrary<unknown>;
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (s.const !== undefined) valid = fc.constant(s.const);
  else if (s.enum) valid = fc.constantFrom(...s.enum);
  else if (depth > 4) valid = fc.constant({});
  else if (type === 'integer' || type === 'number') valid = numberArb(s, type === 'integer');
  else if (type === 'string') valid = stringArb(s, ctx);
  else if (type === 'boolean') valid = fc.boolean();
  else if (type === 'null') valid = fc.constant(null);
  else if (type === 'array') {
    const items = valueArb(s.items ?? {}, ctx, depth + 1);
    const maxItems = s.maxItems ?? 5;
    valid = fc.oneof(
      fc.array(items, { minLength: s.minItems ?? 0, maxLength: Math.min(maxItems, 8) }),
      fc.array(items, { minLength: maxItems + 1, maxLength: maxItems + 1 }),
    );
  } else if (type === 'object' || s.properties) valid = objectArb(s, ctx, depth);
  else valid = fc.jsonValue({ maxDepth: 2 });
  return fc.oneof(
    { weight: 8, arbitrary: valid },
    { weight: 1, arbitrary: fc.constantFrom(...WRONG_TYPES, 'bogus', 'NEWEST') },
  );
}

/**
 * The lower (k = 0) or upper (k = 1) end of what a schema admits, every field present: each operation's runs
 * start with these, so the extremes are tried whatever the seed draws.
 */
function extreme(raw: JsonSchema, ctx: Ctx, k: 0 | 1, depth = 0): unknown {
  const s = resolve(raw, ctx);
  const choices = s.anyOf ?? s.oneOf ?? s.allOf;
  if (choices?.length) return extreme(choices[k % choices.length] ?? {}, ctx, k, depth);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[k === 0 ? 0 : s.enum.length - 1];
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'integer' || type === 'number') {
    const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -(2 ** 31));
    const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 2 ** 31);
    return k === 0 ? lo : hi;
  }
  if (type === 'string') {
    if (s.format === 'date-time') return k === 0 ? '0000-01-01T00:00:00Z' : '9999-12-31T23:59:59Z';
    if (s.format === 'uuid') return ctx.ids[k] ?? '00000000-0000-0000-0000-000000000000';
    if (s.format === 'email') return ctx.emails[k] ?? 'someone@haulclub.test';
    if (s.pattern === '^\\d{5}$') return ZIPS[k];
    const length = k === 0 ? Math.max(s.minLength ?? 0, 1) : Math.min(s.maxLength ?? 20_000, 20_000);
    return 'x'.repeat(length);
  }
  if (type === 'boolean') return k === 1;
  if (type === 'null') return null;
  if (depth > 4) return {};
  if (type === 'array') {
    const count = k === 0 ? (s.minItems ?? 0) : Math.min(s.maxItems ?? 3, 8);
    return Array.from({ length: count }, () => extreme(s.items ?? {}, ctx, k, depth + 1));
  }
  if (type === 'object' || s.properties) {
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([name, p]) => [name, extreme(p, ctx, k, depth + 1)]),
    );
  }
  return null;
}

/** Every query parameter alone at each of its ends (so no other one masks it), then all of them together. */
function extremeRequests(op: Operation, ctx: Ctx): GeneratedRequest[] {
  const params = (where: Parameter['in'], k: 0 | 1, only?: string) =>
    Object.fromEntries(
      op.parameters
        .filter((p) => p.in === where && (only === undefined || p.required || p.name === only))
        .map((p) => [p.name, extreme(p.schema, ctx, k)]),
    );
  const queryNames = op.parameters.filter((p) => p.in === 'query' && !p.required).map((p) => p.name);
  const actors = actorsOf(op);
  const shapes = [...queryNames.map((name) => name as string | undefined), undefined];
  return shapes.flatMap((only, i) =>
    ([0, 1] as const).map((k) => ({
      actor: actors[(i * 2 + k) % actors.length] ?? 'anonymous',
      path: params('path', k),
      query: params('query', k, only),
      extraQuery: false,
      body: op.body ? { kind: 'json' as const, value: extreme(op.body, ctx, k) } : { kind: 'none' as const },
    })),
  );
}

// ---- requests ----

function operations(): Operation[] {
  const all: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = (op.requestBody as { content?: Record<string, { schema: JsonSchema }> } | undefined)
        ?.content;
      all.push({
        method: method.toUpperCase(),
        path,
        parameters: (op.parameters as Parameter[] | undefined) ?? [],
        body: content?.['application/json']?.schema,
      });
    }
  }
  return all;
}

/** The roles the route admits (its policy in the route table); a public route also anonymously. */
function actorsOf(op: Operation): Actor[] {
  const url = op.path.replace(/\{(\w+)\}/g, ':$1');
  const route = t.app.routeTable.entries.find((r) => r.method === op.method && r.url === url);
  if (!route) throw new Error(`${op.method} ${op.path} is not in the route table`);
  if (!route.auth) return ['anonymous', 'admin', 'broker', 'trucker'];
  return route.auth.roles?.length ? [...route.auth.roles] : ['admin', 'broker', 'trucker'];
}

/** A URL cannot carry a lone surrogate (encodeURIComponent throws): it becomes U+FFFD, as a browser sends it. */
function wellFormed(text: string): string {
  return text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD');
}

function asQueryValue(v: unknown): string {
  if (Array.isArray(v)) return v.map((x) => asQueryValue(x)).join(',');
  if (v === null || v === undefined) return '';
  return typeof v === 'object' ? JSON.stringify(v) : String(v);
}

interface GeneratedRequest {
  actor: Actor;
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  extraQuery: boolean;
  body: { kind: 'json'; value: unknown } | { kind: 'none' } | { kind: 'raw'; type: string; bytes: number };
}

function requestArb(op: Operation, ctx: Ctx): fc.Arbitrary<GeneratedRequest> {
  const of = (where: Parameter['in']) => op.parameters.filter((p) => p.in === where);
  const params = (where: Parameter['in']) =>
    fc.record(Object.fromEntries(of(where).map((p) => [p.name, valueArb(p.schema, ctx)])), {
      requiredKeys: of(where)
        .filter((p) => p.required || where === 'path')
        .map((p) => p.name),
    });
  const body: fc.Arbitrary<GeneratedRequest['body']> = op.body
    ? fc.oneof(
        { weight: 9, arbitrary: valueArb(op.body, ctx).map((value) => ({ kind: 'json' as const, value })) },
        { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
      )
    : fc.oneof(
        fc.constant({ kind: 'none' as const }),
        fc.constant({ kind: 'json' as const, value: {} }),
        fc.record({
          kind: fc.constant('raw' as const),
          type: fc.constantFrom('image/jpeg', 'image/png', 'image/webp', 'text/plain'),
          bytes: fc.constantFrom(0, 1, 64, 4096),
        }),
      );
  return fc.record({
    actor: fc.constantFrom(...actorsOf(op)),
    path: params('path'),
    query: params('query'),
    extraQuery: fc.boolean(),
    body,
  });
}

function send(op: Operation, r: GeneratedRequest) {
  const path = op.path.replace(/\{(\w+)\}/g, (_m, name: string) =>
    encodeURIComponent(wellFormed(asQueryValue(r.path[name]))),
  );
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(r.query)) search.set(k, asQueryValue(v));
  if (r.extraQuery) search.set('unexpected', 'x');
  const query = search.toString();
  const headers: Record<string, string> = {};
  const account = r.actor === 'anonymous' ? undefined : actors[r.actor];
  if (account) Object.assign(headers, auth(account.token));
  let payload: string | Buffer | undefined;
  if (r.body.kind === 'json') {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(r.body.value) ?? 'null';
  } else if (r.body.kind === 'raw') {
    headers['content-type'] = r.body.type;
    payload = Buffer.alloc(r.body.bytes, 0xab);
  }
  return t.app.inject({
    method: op.method as 'GET',
    url: query ? `${path}?${query}` : path,
    headers,
    remoteAddress: freshIp(),
    ...(payload !== undefined ? { payload } : {}),
  });
}

function auth(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}

function clip(text: string, max = 300): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function seedOf(op: Operation): number {
  return createHash('sha256').update(`${op.method} ${op.path}`).digest().readUInt32BE(0);
}

describe('values PostgreSQL cannot store', () => {
  function call(method: 'GET' | 'POST', url: string, token: string, payload?: unknown) {
    return t.app.inject({
      method,
      url,
      headers: auth(token),
      remoteAddress: freshIp(),
      ...(payload ? { payload } : {}),
    });
  }

  it('a date in the year 0000 is a 400 naming the field, not a 500', async () => {
    const trucker = actors.trucker as TestAccount;
    const res = await call('GET', '/api/loads?pickupBefore=0000-01-01T00:00:00Z', trucker.token);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('application/problem+json');
    expect(res.json().errors).toEqual([
      { field: 'pickupBefore', message: 'Pickup before must be between the years 1900 and 9999' },
    ]);
    const fine = await call('GET', '/api/loads?pickupBefore=9999-12-31T23:59:59Z', trucker.token);
    expect(fine.statusCode).toBe(200);
  });

  it('a chat cursor naming the year 0000 is a 400 on before, not a 500', async () => {
    const trucker = actors.trucker as TestAccount;
    const thread = await t.db.database.pool.query<{ id: string }>(
      'SELECT id FROM chat_threads WHERE trucker_id = $1 LIMIT 1',
      [trucker.userId],
    );
    const threadId = thread.rows[0]?.id;
    expect(threadId).toBeDefined();
    const forged = Buffer.from(`0000-01-01T00:00:00.000000Z|${threadId}`).toString('base64url');
    const res = await call('GET', `/api/chat/threads/${threadId}/messages?before=${forged}`, trucker.token);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'before', message: 'Not a valid cursor' }]);
  });

  it('a NUL character in any text is a 400 naming the field, and nothing changes', async () => {
    const broker = actors.broker as TestAccount;
    const load = await insertLoad(t, { brokerId: broker.userId });
    const before = await fingerprint();
    const res = await call('POST', `/api/broker/loads/${load.id}/cancel`, broker.token, {
      reason: 'a\u0000b',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([{ field: 'reason', message: 'Must not contain a NUL character' }]);
    expect(changedTables(before, await fingerprint())).toEqual([]);
    const detail = await call('GET', `/api/broker/loads/${load.id}`, broker.token);
    expect(detail.json().status).toBe('active');
  });
});

describe('every operation of the OpenAPI document', () => {
  it('has operations to exercise', () => {
    expect(operations().length).toBeGreaterThan(60);
  });

  it('never answers 5xx, and a 4xx changes nothing, for values at the edges of its schemas', async () => {
    const failures: string[] = [];
    for (const op of operations()) {
      // Staged again whenever a generated request signed an actor out, suspended or changed one.
      if (await ensureActors()) await stage();
      const ctx: Ctx = {
        ids: await knownIds(),
        emails: Object.values(actors).map((a) => a.email),
        refs: doc.components?.schemas ?? {},
      };
      let failure = '';
      // The state after a 4xx that changed nothing is the state before the next request: nothing
      // else writes the counted tables between two requests (a success's work is finished first).
      let unchanged: Map<string, string> | undefined;
      const result = await fc.check(
        fc.asyncProperty(requestArb(op, ctx), async (r) => {
          const before = unchanged ?? (await fingerprint());
          unchanged = undefined;
          const res = await send(op, r);
          const request = `${op.method} ${op.path} as ${r.actor} ${clip(JSON.stringify({ ...r, actor: undefined }))}`;
          const answer = `${res.statusCode} ${clip(res.body)}`;
          // Work a success queued (jobs, mail) finishes before the next request, so it is not taken for that one's.
          if (res.statusCode < 400) await Promise.all([t.app.jobs.runDue(), t.app.mail.flush()]);
          if (res.statusCode >= 500) failure = `${request}\n    → ${answer}`;
          else if (res.statusCode >= 400) {
            const after = await fingerprint();
            const changed = changedTables(before, after);
            if (changed.length > 0)
              failure = `${request}\n    → ${answer}\n    changed: ${changed.join(', ')}`;
            else unchanged = after;
          }
          return failure === '';
        }),
        {
          seed: seedOf(op),
          numRuns: RUNS,
          examples: extremeRequests(op, ctx).map((r) => [r] as [GeneratedRequest]),
          skipAllAfterTimeLimit: TIME_LIMIT_MS,
          endOnFailure: true,
        },
      );
      // Runs skipped after the time limit are not failures; a failed check or a thrown error is.
      if (failure) failures.push(failure);
      else if (result.failed && result.errorInstance)
        failures.push(`${op.method} ${op.path}: ${clip(String(result.errorInstance))}`);
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
