import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertNotInterrupted, onCleanup } from './cleanup';
import { log } from './emit';
import { sleep } from './net';
import { BENCH_DATA_PARENT } from './paths';

export interface BenchDataDir {
  /** Absolute DATA_DIR for the app. */
  dir: string;
  /** The embedded PostgreSQL cluster the app keeps under DATA_DIR. */
  pgDir: string;
  /** Stops any postgres still on it (logged loudly), then deletes it. */
  remove(): Promise<void>;
}

/** A fresh DATA_DIR at <repo>/.data/bench-<name>-<id>, deleted by remove() or on interruption. */
export async function createBenchDataDir(name: string): Promise<BenchDataDir> {
  assertNotInterrupted(`a data dir for ${name}`);
  const dir = path.join(
    BENCH_DATA_PARENT,
    `bench-${name}-${Date.now().toString(36)}-${randomBytes(3).toString('hex')}`,
  );
  await fs.mkdir(dir, { recursive: true });
  const pgDir = path.join(dir, 'pg');
  const remove = async () => {
    const running = await runningPostgres(pgDir);
    if (running !== undefined) {
      log(
        'data-dir',
        `WARNING: postgres pid ${running} still runs on ${pgDir}; stopping it before deleting the directory`,
      );
      await stopPostgres(running);
    }
    // The cluster is owned by the postgres system user; the bench runs as root or as that owner.
    await fs.rm(dir, { recursive: true, force: true });
  };
  const deregister = onCleanup(`remove ${dir}`, remove);
  return {
    dir,
    pgDir,
    async remove() {
      deregister();
      await remove();
    },
  };
}

/** The postmaster pid from <pgDir>/postmaster.pid, if the file exists. */
export async function readPostmasterPid(pgDir: string): Promise<number | undefined> {
  let text: string;
  try {
    text = await fs.readFile(path.join(pgDir, 'postmaster.pid'), 'utf8');
  } catch {
    return undefined;
  }
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** True when pid is a live (not zombie) postgres process serving pgDir. */
export async function isPostgresFor(pid: number, pgDir: string): Promise<boolean> {
  const [cmdline, stat] = await Promise.all([
    fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => ''),
    fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => ''),
  ]);
  if (cmdline === '' || stat === '') return false;
  // Field 3 of /proc/<pid>/stat, after the parenthesised command name, is the state.
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  if (state === 'Z' || state === 'X') return false;
  return cmdline.includes('postgres') && cmdline.split('\0').includes(pgDir);
}

/** The pid of a postgres still serving pgDir, according to its postmaster.pid. */
export async function runningPostgres(pgDir: string, alsoCheck?: number): Promise<number | undefined> {
  const candidates = new Set<number>();
  if (alsoCheck !== undefined) candidates.add(alsoCheck);
  const fromFile = await readPostmasterPid(pgDir);
  if (fromFile !== undefined) candidates.add(fromFile);
  for (const pid of candidates) if (await isPostgresFor(pid, pgDir)) return pid;
  return undefined;
}

/** Fast shutdown (SIGINT), escalating to SIGQUIT then SIGKILL if it lingers. */
async function stopPostgres(pid: number): Promise<void> {
  for (const [signal, waitMs] of [
    ['SIGINT', 10_000],
    ['SIGQUIT', 5_000],
    ['SIGKILL', 2_000],
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      return;
    }
    const deadline = Date.now() + waitMs;
    while (Date.now() < deadline) {
      if (!(await isAlive(pid))) return;
      await sleep(100);
    }
  }
}

async function isAlive(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (stat === '') return false;
  const state = stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3);
  return state !== 'Z' && state !== 'X';
}

export class PostgresLeftRunningError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PostgresLeftRunningError';
  }
}

/**
 * After the app that owned pgDir has exited: fails loudly if its postgres
 * (the pid seen while it ran, or the one postmaster.pid names) is still alive,
 * after stopping it so the bench does not leak it. A postmaster.pid left behind
 * by a dead postgres also fails: the cluster was not shut down cleanly.
 */
export async function assertPostgresStopped(
  pgDir: string,
  pidWhileRunning: number | undefined,
): Promise<void> {
  const running = await runningPostgres(pgDir, pidWhileRunning);
  if (running !== undefined) {
    await stopPostgres(running);
    throw new PostgresLeftRunningError(
      `POSTGRES LEFT RUNNING: pid ${running} still served ${pgDir} after the app exited (the bench has now stopped it)`,
    );
  }
  const stale = await readPostmasterPid(pgDir);
  if (stale !== undefined) {
    throw new PostgresLeftRunningError(
      `postgres on ${pgDir} was not shut down cleanly: postmaster.pid (pid ${stale}) remains though the process is gone`,
    );
  }
}
