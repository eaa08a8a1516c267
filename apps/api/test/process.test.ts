import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded';
import { REPO_ROOT } from '../src/lib/paths';

const MAIN = path.join(REPO_ROOT, 'apps/api/src/main.ts');
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

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  await fs.rm(dataDir, { recursive: true, force: true });
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
    expect(output()).toContain('DEMO MODE');

    const pidFile = path.join(dataDir, 'pg/postmaster.pid');
    const pgPid = Number.parseInt(readFileSync(pidFile, 'utf8').split('\n')[0]!, 10);
    expect(isAlive(pgPid)).toBe(true);

    child.kill('SIGTERM');
    expect(await exited(child)).toBe(0);
    expect(isAlive(pgPid)).toBe(false);
    expect(existsSync(pidFile)).toBe(false);
  }, 120_000);
});
