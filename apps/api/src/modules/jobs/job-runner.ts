import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimDueJobs, markJobDone, markJobFailedAttempt, type JobRow } from './repository';

export interface JobContext {
  jobId: number;
  /** 1 on the first run. */
  attempt: number;
  maxAttempts: number;
  /** True when this is the last attempt: a handler may record a final outcome instead of throwing. */
  lastAttempt: boolean;
  log: FastifyBaseLogger;
}

export type JobHandler = (payload: Record<string, unknown>, ctx: JobContext) => Promise<void>;

/** Seconds before attempt n+1 of a failed job: 30 s doubling, capped at one hour. */
export function jobRetryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Runs queued jobs: wakes on NOTIFY and on a poll timer, claims due jobs of
 * the kinds it has handlers for, and records each outcome. A handler that
 * throws is retried with back-off until max_attempts, then marked failed.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollIntervalMs: number,
  ) {}

  register(kind: string, handler: JobHandler): void {
    if (this.handlers.has(kind)) throw new Error(`job handler for ${kind} is already registered`);
    this.handlers.set(kind, handler);
  }

  start(): void {
    this.schedule(0);
  }

  /** Runs what is due now (or right after the current run); resolves when the queue has been drained. */
  async nudge(): Promise<void> {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      await this.running;
      if (this.running) await this.running;
      return;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
      if (this.again) {
        this.again = false;
        void this.nudge();
      }
    });
    await this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.nudge().finally(() => this.schedule(this.pollIntervalMs));
    }, delay);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    const batchSize = 5;
    for (;;) {
      if (this.stopped) return;
      let batch: JobRow[];
      try {
        batch = await claimDueJobs(this.db, [...this.handlers.keys()], batchSize, 300);
      } catch (err) {
        if (!this.stopped) this.log.warn({ err }, 'job runner could not claim jobs');
        return;
      }
      for (const job of batch) await this.run(job);
      if (batch.length < batchSize) return;
    }
  }

  private async run(job: JobRow): Promise<void> {
    const handler = this.handlers.get(job.kind);
    if (!handler) return;
    const log = this.log.child({ jobId: job.id, kind: job.kind, attempt: job.attempts });
    try {
      await handler(job.payload, {
        jobId: job.id,
        attempt: job.attempts,
        maxAttempts: job.maxAttempts,
        lastAttempt: job.attempts >= job.maxAttempts,
        log,
      });
      await markJobDone(this.db, job.id);
    } catch (err) {
      const last = job.attempts >= job.maxAttempts;
      const reason = err instanceof Error ? err.message : String(err);
      log.warn({ err }, last ? 'job failed for good' : 'job failed; will retry');
      await markJobFailedAttempt(
        this.db,
        job.id,
        reason.slice(0, 1000),
        last ? null : jobRetryDelaySeconds(job.attempts),
      ).catch((e: unknown) => log.error({ err: e }, 'could not record job failure'));
    }
  }
}
