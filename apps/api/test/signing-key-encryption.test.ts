import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { decodeProtectedHeader, exportJWK, generateKeyPair } from 'jose';
import { buildApp } from '../src/app';
import { ConfigError } from '../src/config';
import { REPO_ROOT } from '../src/lib/paths';
import { openPrivateJwk } from '../src/modules/auth/tokens/key-encryption';
import { testConfig, TEST_KEY_ENCRYPTION_KEY, type TestApp } from './helpers/app';
import { bearer, createAuthTestApp, createConfirmedUser, FAST_AUTH_ENV, passwordGrant } from './helpers/auth';
import { createTestDatabase, type TestDatabase } from './helpers/database';

const KEY = Buffer.from(TEST_KEY_ENCRYPTION_KEY, 'hex');

async function storedKeys(db: TestDatabase) {
  const result = await db.database.db.execute<{
    kid: string;
    status: string;
    type: string;
    private_jwk: string | Record<string, unknown>;
    public_jwk: Record<string, unknown>;
  }>(sql`SELECT kid, status, jsonb_typeof(private_jwk) AS type, private_jwk, public_jwk
         FROM signing_keys ORDER BY created_at, kid`);
  return result.rows;
}

/** A key pair stored the way it was before encryption at rest: the private JWK in plain text. */
async function insertPlaintextKey(db: TestDatabase, status: 'active' | 'retired', createdAt: Date) {
  const { publicKey, privateKey } = await generateKeyPair('ES256', { extractable: true });
  const kid = randomUUID();
  const meta = { kid, alg: 'ES256', use: 'sig' };
  const privateJwk = { ...(await exportJWK(privateKey)), ...meta };
  const publicJwk = { ...(await exportJWK(publicKey)), ...meta, key_ops: ['verify'] };
  await db.database.db.execute(sql`
    INSERT INTO signing_keys (kid, algorithm, private_jwk, public_jwk, status, created_at)
    VALUES (${kid}, 'ES256', ${JSON.stringify(privateJwk)}::jsonb, ${JSON.stringify(publicJwk)}::jsonb,
      ${status}, ${createdAt.toISOString()})`);
  return { kid, privateJwk };
}

describe('signing keys at rest', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => t?.close());

  it('are stored sealed (v1:…), not as a JWK, and access tokens still sign and verify', async () => {
    const user = await createConfirmedUser(t.app, { role: 'broker' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user.accessToken) })).statusCode,
    ).toBe(200);
    const newKid = await t.app.auth.rotateSigningKey();
    const fresh = (await passwordGrant(t.app, user.email, user.password)).json().access_token as string;
    expect(decodeProtectedHeader(fresh).kid).toBe(newKid);
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: bearer(fresh) })).statusCode).toBe(
      200,
    );

    const rows = await storedKeys(t.db);
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(row.type).toBe('string');
      expect(row.private_jwk).toMatch(/^v1:/);
      const jwk = openPrivateJwk(row.private_jwk, row.kid, KEY);
      expect(JSON.stringify(row.private_jwk)).not.toContain(jwk.d as string);
      expect({ x: jwk.x, y: jwk.y, kid: jwk.kid }).toEqual({
        x: row.public_jwk.x,
        y: row.public_jwk.y,
        kid: row.kid,
      });
    }
  });
});

describe('keys stored in plain text before encryption at rest', () => {
  let db: TestDatabase;
  const apps: TestApp[] = [];
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await db?.drop();
  });

  it('are encrypted in place at boot, once, when two processes boot at once; tokens keep their key', async () => {
    const retired = await insertPlaintextKey(db, 'retired', new Date(Date.now() - 60_000));
    const active = await insertPlaintextKey(db, 'active', new Date());

    apps.push(...(await Promise.all([createAuthTestApp({ db }), createAuthTestApp({ db })])));
    const rows = await storedKeys(db);
    expect(rows.map((r) => [r.kid, r.type])).toEqual([
      [retired.kid, 'string'],
      [active.kid, 'string'],
    ]);
    expect(openPrivateJwk(rows[0]!.private_jwk, retired.kid, KEY)).toEqual(retired.privateJwk);
    expect(openPrivateJwk(rows[1]!.private_jwk, active.kid, KEY)).toEqual(active.privateJwk);

    // The migrated key still signs, and either process verifies the other's tokens.
    const [a, b] = apps as [TestApp, TestApp];
    const user = await createConfirmedUser(a.app, { role: 'broker' });
    expect(decodeProtectedHeader(user.accessToken).kid).toBe(active.kid);
    const me = await b.app.inject({ method: 'GET', url: '/api/me', headers: bearer(user.accessToken) });
    expect(me.statusCode).toBe(200);

    // A later boot changes nothing (idempotent).
    apps.push(await createAuthTestApp({ db }));
    expect(await storedKeys(db)).toEqual(rows);
  });

  it('refuse to load with a wrong AUTH_KEY_ENCRYPTION_KEY: a clear configuration error, nothing changed', async () => {
    const before = await storedKeys(db);
    const wrong = Buffer.alloc(32, 1).toString('base64');
    const app = await buildApp({
      config: testConfig({ ...FAST_AUTH_ENV, AUTH_KEY_ENCRYPTION_KEY: wrong }),
      database: db.database,
    });
    const failure = await app.ready().then(
      () => undefined,
      (err: unknown) => err,
    );
    await app.close().catch(() => undefined);
    expect(failure).toBeInstanceOf(ConfigError);
    expect((failure as Error).message).toMatch(
      /AUTH_KEY_ENCRYPTION_KEY: does not decrypt signing key [0-9a-f-]{36} in the database/,
    );
    expect(await storedKeys(db)).toEqual(before);
  });
});

describe('the server process', () => {
  it('refuses to start in production outside demo mode without AUTH_KEY_ENCRYPTION_KEY, in one clear message', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/main.ts')], {
      cwd: REPO_ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://haulclub@127.0.0.1:9/haulclub',
        AUTH_KEY_ENCRYPTION_KEY: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(output).toContain('HaulClub cannot start.');
    expect(output).toContain('AUTH_KEY_ENCRYPTION_KEY: is required in production');
    expect(output).not.toMatch(/\n\s+at /); // no stack trace
  });
});
