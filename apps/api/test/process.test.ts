import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, isAlive } from '../src/db/embedded';
import { REPO_ROOT } from '../src/lib/paths';

const MAIN = path.join(REPO_ROOT, 'apps/api/src/main.ts');
const PASSWORD = 'Lone-Star-Flatbed-42';
const FAST_AUTH_ENV = { AUTH_ARGON2_MEMORY_KIB: '1024', AUTH_ARGON2_TIME_COST: '1' };
const dataDir = path.join(REPO_ROOT, `.data/test-process-${process.pid}`);

function start(env: Record<string, string>): { child: ChildProcess; output: () => string } {
  let out = '';
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  return { child, output: () => out };
}

function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve(child.exitCode);
    child.once('exit', (code) => resolve(code));
  });
}

/** Resolves with the exit code, or null if the process is still running after `ms`. */
function exitedWithin(child: ChildProcess, ms: number): Promise<number | null> {
  return Promise.race([exited(child), new Promise<null>((r) => setTimeout(() => r(null), ms))]);
}

async function health(port: number): Promise<{ status: number; demoMode?: boolean } | null> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`);
    const body = (await res.json()) as { demoMode: boolean };
    return { status: res.status, demoMode: body.demoMode };
  } catch {
    return null;
  }
}

/** /api/ready's status (a database round trip), or null when nothing answers. */
async function readiness(port: number): Promise<number | null> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/api/ready`)).status;
  } catch {
    return null;
  }
}

const restarts = (output: string) => output.split('the embedded PostgreSQL is running again').length - 1;

/** Polls /api/health until it answers 200 (true) or the process exits or time runs out (false). */
async function becomesHealthy(port: number, child: ChildProcess, ms: number): Promise<boolean> {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline && child.exitCode === null) {
    if ((await health(port))?.status === 200) return true;
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

const postmasterPid = (dir: string) =>
  Number.parseInt(readFileSync(path.join(dir, 'pg/postmaster.pid'), 'utf8').split('\n')[0]!, 10);

const stopped: ChildProcess[] = [];
afterAll(async () => {
  for (const child of stopped) if (child.exitCode === null) child.kill('SIGKILL');
  await fs.rm(dataDir, { recursive: true, force: true });
  await fs.rm(`${dataDir}/pg.owner.json`, { force: true });
});

describe('the server process', () => {
  it('keeps a failing exit code after loading the embedded server (no exit hook overrides it)', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '-e', "await import('./apps/api/src/db/embedded.ts'); process.exitCode = 3;"],
      { cwd: REPO_ROOT, stdio: 'ignore' },
    );
    expect(await exited(child)).toBe(3);
  });

  it('refuses to start on bad configuration, naming each bad setting', async () => {
    const { child, output } = start({ PORT: 'abc', SMTP_URL: 'http://nope', CONTACT_EMAIL: 'nobody' });
    expect(await exited(child)).toBe(1);
    expect(output()).toContain('PORT');
    expect(output()).toContain('SMTP_URL');
    expect(output()).toContain('CONTACT_EMAIL');
  });

  it('starts the embedded database, serves health, and on SIGTERM stops without leaving postgres behind', async () => {
    const port = await freePort();
    const { child, output } = start({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    const deadline = Date.now() + 90_000;
    let healthy = false;
    while (!healthy && Date.now() < deadline && child.exitCode === null) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        healthy = res.status === 200 && ((await res.json()) as { demoMode: boolean }).demoMode;
      } catch {
        await new Promise((r) => setTimeout(r, 100));
      }
    }
    expect(healthy, output()).toBe(true);
    // The start-up lines follow listen(): the server may answer before this process has read them.
    while (!output().includes('HaulClub is ready') && Date.now() < deadline && child.exitCode === null)
      await new Promise((r) => setTimeout(r, 100));
    expect(output()).toContain('DEMO MODE');
    expect(output()).toContain('(one process; WEB_CONCURRENCY=1)');

    const pidFile = path.join(dataDir, 'pg/postmaster.pid');
    const pgPid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0]!, 10);
    expect(isAlive(pgPid)).toBe(true);

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(isAlive(pgPid)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
    expect(existsSync(path.join(dataDir, 'pg.owner.json'))).toBe(false);
  }, 120_000);

  it('refuses a second server on the same data directory, naming the first, which keeps serving; restarts its killed PostgreSQL, and exits non-zero once restarts run out', async () => {
    const port = await freePort();
    // Listening on every interface: demo mode is off, nothing is seeded, the mailbox is for admins.
    const first = start({ PORT: String(port), HOST: '0.0.0.0', DATA_DIR: dataDir });
    stopped.push(first.child);
    expect(await becomesHealthy(port, first.child, 90_000), first.output()).toBe(true);
    expect((await health(port))?.demoMode).toBe(false);
    expect(first.output()).toContain('Demo mode off (HOST=0.0.0.0 is not a loopback address');
    expect(first.output()).not.toContain('seeded demo accounts');
    const mailbox = await fetch(`http://127.0.0.1:${port}/api/dev/mailbox`);
    expect(mailbox.status).toBe(401);
    expect(mailbox.headers.get('content-type')).toContain('application/problem+json');

    const pgPid = postmasterPid(dataDir);
    const second = start({ PORT: String(await freePort()), HOST: '127.0.0.1', DATA_DIR: dataDir });
    stopped.push(second.child);
    expect(await exitedWithin(second.child, 60_000), second.output()).toBe(1);
    const refusal = second
      .output()
      .split('\n')
      .filter((l) => l.includes('cannot start'));
    expect(refusal).toHaveLength(1);
    expect(refusal[0]).toContain(`in use by process ${first.child.pid} (HaulClub on port ${port}`);
    // Touched nothing: the same postgres serves the first server.
    expect(postmasterPid(dataDir)).toBe(pgPid);
    expect(isAlive(pgPid)).toBe(true);
    expect((await health(port))?.status).toBe(200);

    // A CLI tool on the same directory uses the running server's PostgreSQL: an admin can then read the mailbox.
    const cli = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/api/src/cli/admin-create.ts',
        '--email',
        'ops@example.test',
        '--password',
        PASSWORD,
      ],
      {
        cwd: REPO_ROOT,
        env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: '', DATA_DIR: dataDir, ...FAST_AUTH_ENV },
        stdio: 'ignore',
      },
    );
    expect(await exitedWithin(cli, 60_000)).toBe(0);
    expect(postmasterPid(dataDir)).toBe(pgPid);
    const token = await fetch(`http://127.0.0.1:${port}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ops@example.test', password: PASSWORD }),
    });
    expect(token.status).toBe(200);
    const { access_token: accessToken } = (await token.json()) as { access_token: string };
    const adminMailbox = await fetch(`http://127.0.0.1:${port}/api/dev/mailbox`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(adminMailbox.status).toBe(200);

    // PostgreSQL killed under the running server: it is restarted and the server is ready again.
    process.kill(pgPid, 'SIGKILL');
    const deadline = Date.now() + 60_000;
    let recovered = false;
    while (!recovered && Date.now() < deadline && first.child.exitCode === null) {
      await new Promise((r) => setTimeout(r, 200));
      recovered =
        restarts(first.output()) === 1 && (await readiness(port)) === 200 && postmasterPid(dataDir) !== pgPid;
    }
    expect(recovered, first.output()).toBe(true);
    expect(first.output()).toContain('was killed (SIGKILL)');
    expect(first.output()).toContain('the embedded PostgreSQL is running again');

    // Killed again and again: after RESTART_LIMIT.restarts restarts it gives up and exits non-zero, saying why.
    for (let kill = 2; kill <= 4 && first.child.exitCode === null; kill++) {
      const pid = postmasterPid(dataDir);
      process.kill(pid, 'SIGKILL');
      if (kill < 4) {
        const until = Date.now() + 60_000;
        while (Date.now() < until && first.child.exitCode === null) {
          await new Promise((r) => setTimeout(r, 200));
          if (restarts(first.output()) === kill && (await readiness(port)) === 200) break;
        }
      }
    }
    expect(await exitedWithin(first.child, 30_000), first.output()).toBe(1);
    expect(first.output()).toContain('HaulClub is stopping: the embedded PostgreSQL was killed (SIGKILL)');
    expect(existsSync(`${dataDir}/pg.owner.json`)).toBe(false);
  }, 240_000);
});
