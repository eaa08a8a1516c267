import cluster, { type Worker } from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import type { AppConfig } from './config';
import { createDatabase } from './db/client';

/**
 * API worker processes (WEB_CONCURRENCY > 1): the primary process owns the
 * database (embedded PostgreSQL, migrations, demo seed) and forks the workers;
 * each worker runs the whole app on the shared port (node:cluster hands out the
 * connections) with its own connection pool. Background jobs, sweepers and the
 * mail worker run in every worker and coordinate through the database (SKIP
 * LOCKED claims, single-row state changes), so each job, sweep and email
 * happens once. A worker that dies is replaced; the primary stops them all
 * before it stops PostgreSQL.
 */

/** Set by the primary in a worker's environment: the database every worker uses. */
const DATABASE_URL_ENV = 'HAULCLUB_WORKER_DATABASE_URL';
/** Set for the first worker of the first start only: it seeds the demo money through the app. */
const SEED_DEMO_MONEY_ENV = 'HAULCLUB_WORKER_SEED_DEMO_MONEY';
const SLOT_ENV = 'HAULCLUB_WORKER_SLOT';

/** Workers that die are replaced at most this often; beyond it the server stops (something is wrong). */
export const WORKER_RESTART_LIMIT = { restarts: 5, windowMs: 60_000, delayMs: 250 };

interface ListeningMessage {
  type: 'haulclub:listening';
  port: number;
}

function isListening(m: unknown): m is ListeningMessage {
  return typeof m === 'object' && m !== null && (m as ListeningMessage).type === 'haulclub:listening';
}

/** In a worker forked by startWorkerPool: the database to use (migrations are done). */
export function workerDatabaseUrl(): string | undefined {
  return cluster.isWorker ? process.env[DATABASE_URL_ENV] : undefined;
}

export interface WorkerPool {
  /** Resolves with the port once every worker listens; rejects if one exits before. */
  ready: Promise<number>;
  /** SIGTERM to every worker, then waits for them (SIGKILL after `timeoutMs`). */
  stop(timeoutMs?: number): Promise<void>;
}

export interface WorkerPoolOptions {
  count: number;
  databaseUrl: string;
  /** The first worker seeds the demo money (once per start). */
  seedDemoMoney: boolean;
  log(message: string): void;
  /** Workers keep dying: the caller should stop the server. */
  onGiveUp(reason: string): void;
}

/** In the primary: forks `count` workers and keeps that many running until stop(). */
export function startWorkerPool(options: WorkerPoolOptions): WorkerPool {
  const { count, log } = options;
  let stopping = false;
  let booted = false;
  let listening = 0;
  let firstPort: number | undefined;
  const deaths: number[] = [];
  let settle!: { resolve(port: number): void; reject(err: Error): void };
  const ready = new Promise<number>((resolve, reject) => (settle = { resolve, reject }));
  ready.catch(() => undefined);

  const fork = (slot: number, env: Record<string, string>) => {
    const worker: Worker = cluster.fork({
      ...env,
      [DATABASE_URL_ENV]: options.databaseUrl,
      [SLOT_ENV]: String(slot),
    });
    const pid = worker.process.pid;
    worker.on('message', (m: unknown) => {
      if (!isListening(m)) return;
      if (firstPort !== undefined && m.port !== firstPort)
        log(`API worker ${slot} (pid ${pid}) listens on port ${m.port}, not ${firstPort}`);
      firstPort ??= m.port;
      log(`API worker ${slot} (pid ${pid}) is serving`);
      if (!booted && ++listening === count) {
        booted = true;
        settle.resolve(firstPort);
      }
    });
    worker.on('exit', (code, signal) => {
      if (stopping) return;
      const how = signal ? `was killed (${signal})` : `exited with code ${String(code)}`;
      if (!booted) {
        settle.reject(new Error(`API worker ${slot} (pid ${pid}) ${how} before it was ready`));
        return;
      }
      const now = Date.now();
      while (deaths.length > 0 && now - (deaths[0] ?? 0) > WORKER_RESTART_LIMIT.windowMs) deaths.shift();
      deaths.push(now);
      if (deaths.length > WORKER_RESTART_LIMIT.restarts) {
        options.onGiveUp(
          `API worker ${slot} (pid ${pid}) ${how}, the ${deaths.length}th worker to stop in ` +
            `${WORKER_RESTART_LIMIT.windowMs / 1000} s; not starting another`,
        );
        return;
      }
      log(`API worker ${slot} (pid ${pid}) ${how}; starting a new one`);
      setTimeout(() => {
        if (!stopping) fork(slot, {});
      }, WORKER_RESTART_LIMIT.delayMs);
    });
  };

  for (let slot = 1; slot <= count; slot++)
    fork(slot, slot === 1 && options.seedDemoMoney ? { [SEED_DEMO_MONEY_ENV]: '1' } : {});

  return {
    ready,
    async stop(timeoutMs = 15_000) {
      stopping = true;
      const workers = Object.values(cluster.workers ?? {}).filter((w): w is Worker => !!w);
      await Promise.all(
        workers.map(
          (w) =>
            new Promise<void>((resolve) => {
              if (w.isDead()) return resolve();
              const kill = setTimeout(() => w.process.kill('SIGKILL'), timeoutMs);
              w.once('exit', () => {
                clearTimeout(kill);
                resolve();
              });
              w.process.kill('SIGTERM');
            }),
        ),
      );
    },
  };
}

export interface ServeWorkerOptions {
  config: AppConfig;
  databaseUrl: string;
  listen: { port: number; host: string };
  /** Runs before the worker listens when this worker is the one to seed the demo money. */
  seedDemoMoney?: (app: FastifyInstance) => Promise<void>;
}

/**
 * In a worker: the whole app on the database the primary opened, listening on
 * the shared port; tells the primary once it serves. SIGTERM/SIGINT/SIGHUP (or
 * the primary going away) close it after in-flight requests.
 */
export async function serveAsWorker(options: ServeWorkerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const database = createDatabase(options.databaseUrl, { max: config.dbPoolMax });
  let app: FastifyInstance;
  try {
    app = await buildApp({ config, database });
  } catch (err) {
    await database.close();
    throw err;
  }
  if (process.env[SEED_DEMO_MONEY_ENV] && options.seedDemoMoney) {
    await options
      .seedDemoMoney(app)
      .catch((err: unknown) => app.log.error({ err }, 'seeding the demo money failed'));
  }

  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'error during worker shutdown');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) process.on(signal, () => void shutdown());
  process.once('disconnect', () => void shutdown());

  try {
    await app.listen(options.listen);
  } catch (err) {
    app.log.error({ err }, 'could not listen');
    await app.close().catch(() => undefined);
    await database.close();
    process.exit(1);
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : options.listen.port;
  const message: ListeningMessage = { type: 'haulclub:listening', port };
  process.send?.(message);
  return app;
}
