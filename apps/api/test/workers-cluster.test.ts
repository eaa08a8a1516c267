import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { LOAD_EVENT_TYPES, LOADS_TOPIC } from '@haulclub/shared';
import { embeddedConnectionString, freePort, isAlive } from '../src/db/embedded';
import { REPO_ROOT } from '../src/lib/paths';

// `npm start` with WEB_CONCURRENCY=2: two real API worker processes on one port and one embedded
// PostgreSQL. Mail, jobs and sweeps run in both workers; each message, job and expiry happens once.

const MAIN = path.join(REPO_ROOT, 'apps/api/src/main.ts');
const dataDir = path.join(REPO_ROOT, `.data/test-workers-${process.pid}`);
const children: ChildProcess[] = [];
const MESSAGES = 30;
const JOBS = 20;
const EXPIRING = 5;

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      AUTH_ARGON2_MEMORY_KIB: '1024',
      AUTH_ARGON2_TIME_COST: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

function exited(child: ChildProcess, ms: number): Promise<number | null> {
  return Promise.race([
    new Promise<number | null>((resolve) => {
      if (child.exitCode !== null) return resolve(child.exitCode);
      child.once('exit', (code) => resolve(code));
    }),
    new Promise<null>((r) => setTimeout(() => r(null), ms)),
  ]);
}

async function until(check: () => Promise<boolean> | boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function healthy(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/health`)).status === 200;
  } catch {
    return false;
  }
}

/** The pids of the workers the primary reported serving, in order. */
const servingPids = (output: string) =>
  [...output.matchAll(/API worker \d+ \(pid (\d+)\) is serving/g)].map((m) => Number(m[1]));

async function startSmtp(): Promise<{ port: number; subjects: string[]; close(): Promise<void> }> {
  const subjects: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        subjects.push(/^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '');
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  return {
    port: typeof address === 'object' && address ? address.port : 0,
    subjects,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

let smtp: Awaited<ReturnType<typeof startSmtp>> | undefined;
let client: pg.Client | undefined;
afterAll(async () => {
  await client?.end().catch(() => undefined);
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await smtp?.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

describe('npm start with WEB_CONCURRENCY=2', () => {
  it('serves one port from two workers on one database; each email, job and expiry happens once; a killed worker is replaced; SIGTERM stops workers and PostgreSQL', async () => {
    smtp = await startSmtp();
    const port = await freePort();
    const server = start({
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_CONCURRENCY: '2',
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      MAIL_POLL_INTERVAL_MS: '100',
      JOBS_POLL_INTERVAL_MS: '100',
      LOAD_SWEEP_INTERVAL_MS: '100',
    });
    await until(
      async () => server.output().includes('HaulClub is ready') && (await healthy(port)),
      180_000,
      'the server',
    ).catch((err: Error) => {
      throw new Error(`${err.message}\n${server.output()}`);
    });
    const out = server.output();
    expect(out).toContain('starting 2 API worker processes (WEB_CONCURRENCY=2)');
    expect(out).toContain(`(2 API worker processes on port ${port})`);
    // The primary migrated and seeded once; the workers did neither.
    expect(out.match(/seeded demo accounts/g)).toHaveLength(1);
    expect(out.match(/starting embedded PostgreSQL/g)).toHaveLength(1);
    const workers = servingPids(out);
    expect(workers).toHaveLength(2);
    expect(new Set(workers).size).toBe(2);
    for (const pid of workers) expect(isAlive(pid)).toBe(true);

    // The data directory is the primary's: a second server refuses, naming it.
    const second = start({ PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir });
    expect(await exited(second.child, 120_000), second.output()).toBe(1);
    expect(second.output()).toContain(`in use by process ${server.child.pid} (HaulClub on port ${port}`);

    const owner = JSON.parse(readFileSync(path.join(dataDir, 'pg.owner.json'), 'utf8')) as { pgPort: number };
    client = new pg.Client({ connectionString: embeddedConnectionString(owner.pgPort) });
    await client.connect();
    const db = client;
    const events: Array<{ topic: string; type: string; data: { id?: string } }> = [];
    db.on('notification', (n) => {
      if (n.channel === 'haulclub_live' && n.payload)
        events.push(JSON.parse(n.payload) as (typeof events)[0]);
    });
    await db.query('LISTEN haulclub_live');

    // Mail: 30 queued messages, both workers' mail workers draining the outbox.
    await db.query(
      `INSERT INTO mail_outbox (to_address, from_address, subject, text_body)
       SELECT 'driver' || i || '@example.test', 'no-reply@haulclub.test', 'workers-test ' || i, 'hello'
       FROM generate_series(1, $1::int) AS i`,
      [MESSAGES],
    );
    await db.query(`SELECT pg_notify('haulclub_mail', 'all')`);
    // Jobs: 20 due jobs both workers can run.
    const { rows: jobRows } = await db.query<{ id: string }>(
      `INSERT INTO jobs (kind, payload) SELECT 'market.sweep', '{}'::jsonb FROM generate_series(1, $1::int)
       RETURNING id`,
      [JOBS],
    );
    await db.query(`SELECT pg_notify('haulclub_jobs', 'market.sweep')`);
    // Sweeps: five active loads reach their expiry; both workers sweep every 100 ms.
    const { rows: loadRows } = await db.query<{ id: string }>(
      `UPDATE loads SET expires_at = now() - interval '1 second'
       WHERE id IN (SELECT id FROM loads WHERE status = 'active' ORDER BY id LIMIT $1::int) RETURNING id`,
      [EXPIRING],
    );
    expect(loadRows).toHaveLength(EXPIRING);
    const loadIds = loadRows.map((r) => r.id);

    const ours = () => smtp!.subjects.filter((s) => s.startsWith('workers-test '));
    await until(() => ours().length >= MESSAGES, 60_000, 'the emails');
    await until(
      async () =>
        (
          await db.query(`SELECT 1 FROM jobs WHERE id = ANY($1::bigint[]) AND status = 'queued'`, [
            jobRows.map((r) => r.id),
          ])
        ).rowCount === 0,
      60_000,
      'the jobs',
    );
    await until(
      async () =>
        (await db.query(`SELECT 1 FROM loads WHERE id = ANY($1::uuid[]) AND status = 'active'`, [loadIds]))
          .rowCount === 0,
      60_000,
      'the sweep',
    );
    // Give a duplicate every chance to show up.
    await new Promise((r) => setTimeout(r, 2000));

    expect(ours().sort()).toEqual(Array.from({ length: MESSAGES }, (_, i) => `workers-test ${i + 1}`).sort());
    const { rows: mails } = await db.query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM mail_outbox WHERE subject LIKE 'workers-test %'`,
    );
    expect(mails).toHaveLength(MESSAGES);
    for (const m of mails) expect(m).toEqual({ status: 'sent', attempts: 1 });

    const { rows: jobs } = await db.query<{ status: string; attempts: number }>(
      `SELECT status, attempts FROM jobs WHERE id = ANY($1::bigint[])`,
      [jobRows.map((r) => r.id)],
    );
    expect(jobs).toHaveLength(JOBS);
    for (const j of jobs) expect(j).toEqual({ status: 'done', attempts: 1 });

    for (const id of loadIds) {
      const removed = events.filter(
        (e) => e.topic === LOADS_TOPIC && e.type === LOAD_EVENT_TYPES.removed && e.data.id === id,
      );
      expect(removed, `board removals of load ${id}`).toHaveLength(1);
    }

    // A worker killed outright is replaced; the port keeps serving.
    process.kill(workers[0]!, 'SIGKILL');
    await until(() => servingPids(server.output()).length === 3, 120_000, 'a new worker').catch(
      (err: Error) => {
        throw new Error(`${err.message}\n${server.output()}`);
      },
    );
    expect(server.output()).toContain(`(pid ${workers[0]}) was killed (SIGKILL); starting a new one`);
    const replacement = servingPids(server.output())[2]!;
    expect(isAlive(replacement)).toBe(true);
    expect(await healthy(port)).toBe(true);

    // SIGTERM: the workers stop, then PostgreSQL; nothing is left behind.
    const pidFile = path.join(dataDir, 'pg/postmaster.pid');
    const pgPid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0]!, 10);
    await client.end();
    client = undefined;
    server.child.kill('SIGTERM');
    expect(await exited(server.child, 60_000), server.output()).toBe(0);
    for (const pid of [workers[1]!, replacement, pgPid]) expect(isAlive(pid)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg.owner.json'))).toBe(false);
  }, 600_000);
});
