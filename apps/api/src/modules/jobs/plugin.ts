import fp from 'fastify-plugin';
import type { DbExecutor } from '../../db/client';
import { JobRunner, type JobBatchHandler, type JobHandler, type JobHandlerOptions } from './job-runner';
import { insertJob, JOBS_CHANNEL, type EnqueueOptions } from './repository';

export interface JobService {
  /** Handles jobs of `kind` in this process. Register before the app is ready. */
  register(kind: string, handler: JobHandler, options?: JobHandlerOptions): void;
  /** Handles jobs of `kind` in this process, every claimed one of them in one call. */
  registerBatch(kind: string, handler: JobBatchHandler, options?: JobHandlerOptions): void;
  /** Queues a job, inside `executor`'s transaction when given; it runs after commit. */
  enqueue(
    kind: string,
    payload: Record<string, unknown>,
    options?: EnqueueOptions & { executor?: DbExecutor },
  ): Promise<void>;
  /** Runs every due job now; resolves when none is left (tests, CLI). */
  runDue(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    jobs: JobService;
  }
}

export const jobsPlugin = fp(
  async (app) => {
    const runner = new JobRunner(
      app.database.db,
      app.log.child({ module: 'jobs' }),
      app.config.jobs.pollIntervalMs,
      app.config.jobs.coalesceMs,
    );
    await app.listener.listen(JOBS_CHANNEL, (kind) => runner.notified(kind));
    app.decorate<JobService>('jobs', {
      register: (kind, handler, options) => runner.register(kind, handler, options),
      registerBatch: (kind, handler, options) => runner.registerBatch(kind, handler, options),
      enqueue: (kind, payload, options = {}) => {
        const { executor, ...rest } = options;
        return insertJob(executor ?? app.database.db, kind, payload, rest);
      },
      runDue: () => runner.nudge(),
    });
    app.addHook('onReady', async () => runner.start());
    app.addHook('onClose', async () => runner.stop());
  },
  { name: 'jobs', dependencies: ['infrastructure'] },
);
