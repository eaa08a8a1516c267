import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import {
  claimDueJobs,
  deleteDoneJobs,
  markJobsDone,
  markJobFailedAttempt,
  type ClaimKinds,
  type JobRow,
} from './repository';

/** Wake-ups of coalesced jobs fire this much after the job falls due (clocks, timer rounding). */
const WAKE_MARGIN_MS = 20;

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

/**
 * Runs every claimed job of one kind in one call (recomputations that take a list): the jobs
 * succeed or fail together.
 */
export type JobBatchHandler = (
  payloads: Array<Record<string, unknown>>,
  ctx: { jobIds: number[]; log: FastifyBaseLogger },
) => Promise<void>;

/** Done jobs of coalesced kinds are deleted this long after they ran, checked this often. */
const DONE_KEPT_SECONDS = 3600;
const PRUNE_INTERVAL_MS = 10 * 60_000;

/** Jobs claimed at once; a batch handler gets at most this many. */
const CLAIM_LIMIT = 20;

export interface JobHandlerOptions {
  /**
   * Run the job the runner's coalescing delay (JOBS_COALESCE_MS) after the earliest request still
   * waiting, so that the requests of that delay (same dedupe key) are one run: for recomputations
   * asked after every post, booking or chat message. Their done jobs are deleted an hour after
   * they ran.
   */
  coalesce?: boolean;
  /**
   * The claim frees the job's dedupe key: a request made once the run has started is a job of its
   * own (the run may already have read what the request is about). For handlers that recompute
   * from the current state; saves them a statement.
   */
  releaseDedupeKeyOnClaim?: boolean;
}

/** Seconds before attempt n+1 of a failed job: 30 s doubling, capped at one hour. */
export function jobRetryDelaySeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Runs queued jobs: wakes on NOTIFY and on a poll timer, claims due jobs of
 * the kinds it has handlers for, and records each outcome. A handler that
 * throws is retried with back-off until max_attempts, then marked failed.
 * A NOTIFY of a coalesced kind wakes the runner when that job falls due
 * (the coalescing delay later), not at once.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly batchHandlers = new Map<string, JobBatchHandler>();
  private readonly options = new Map<string, JobHandlerOptions>();
  private claimKinds: ClaimKinds | undefined;
  private timer: NodeJS.Timeout | undefined;
  private pruneTimer: NodeJS.Timeout | undefined;
  /** Wake-ups for coalesced jobs, by the time slot they fire in. */
  private readonly wakeUps = new Map<number, NodeJS.Timeout>();
  private running: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly pollIntervalMs: number,
    private readonly coalesceMs = 0,
  ) {}

  register(kind: string, handler: JobHandler, options: JobHandlerOptions = {}): void {
    this.assertNew(kind);
    this.handlers.set(kind, handler);
    this.options.set(kind, options);
    this.claimKinds = undefined;
  }

  registerBatch(kind: string, handler: JobBatchHandler, options: JobHandlerOptions = {}): void {
    this.assertNew(kind);
    this.batchHandlers.set(kind, handler);
    this.options.set(kind, options);
    this.claimKinds = undefined;
  }

  private assertNew(kind: string): void {
    if (this.options.has(kind)) throw new Error(`job handler for ${kind} is already registered`);
  }

  /** A job of `kind` was queued (NOTIFY): run it now, or when its coalescing delay has passed. */
  notified(kind: string): void {
    if (this.stopped) return;
    if (this.coalesceMs === 0 || !this.options.get(kind)?.coalesce) {
      void this.nudge();
      return;
    }
    // One timer per slot of a quarter of the delay: a wake-up at most that much after the job is due.
    const slotMs = Math.max(50, Math.ceil(this.coalesceMs / 4));
    const slot = Math.ceil((Date.now() + this.coalesceMs + WAKE_MARGIN_MS) / slotMs) * slotMs;
    if (this.wakeUps.has(slot)) return;
    const timer = setTimeout(() => {
      this.wakeUps.delete(slot);
      void this.nudge();
    }, slot - Date.now());
    timer.unref();
    this.wakeUps.set(slot, timer);
  }

  start(): void {
    this.schedule(0);
    this.pruneTimer = setInterval(() => void this.pruneDone(), PRUNE_INTERVAL_MS);
    this.pruneTimer.unref();
  }

  /** Deletes the done jobs of coalesced kinds that ran over an hour ago (every process; idempotent). */
  private async pruneDone(): Promise<void> {
    const kinds = [...this.options].filter(([, o]) => o.coalesce).map(([k]) => k);
    await deleteDoneJobs(this.db, kinds, DONE_KEPT_SECONDS).catch((err: unknown) => {
      if (!this.stopped) this.log.warn({ err }, 'job runner could not delete done jobs');
    });
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
    clearInterval(this.pruneTimer);
    for (const timer of this.wakeUps.values()) clearTimeout(timer);
    this.wakeUps.clear();
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
    for (;;) {
      if (this.stopped) return;
      let claimed: JobRow[];
      try {
        claimed = await claimDueJobs(this.db, this.kinds(), CLAIM_LIMIT, 300);
      } catch (err) {
        if (!this.stopped) this.log.warn({ err }, 'job runner could not claim jobs');
        return;
      }
      // In claim order; the jobs of a batch kind together, where its first one was.
      const batched = new Set<string>();
      for (const job of claimed) {
        if (!this.batchHandlers.has(job.kind)) await this.run(job);
        else if (!batched.has(job.kind)) {
          batched.add(job.kind);
          await this.runBatch(
            job.kind,
            claimed.filter((j) => j.kind === job.kind),
          );
        }
      }
      if (claimed.length < CLAIM_LIMIT) return;
    }
  }

  private kinds(): ClaimKinds {
    if (this.claimKinds) return this.claimKinds;
    const kinds = [...this.options.entries()];
    const coalesced = (o: JobHandlerOptions) => this.coalesceMs > 0 && o.coalesce === true;
    this.claimKinds = {
      immediate: kinds.filter(([, o]) => !coalesced(o)).map(([k]) => k),
      coalesced: kinds.filter(([, o]) => coalesced(o)).map(([k]) => k),
      coalesceMs: this.coalesceMs,
      releaseKeyOnClaim: kinds.filter(([, o]) => o.releaseDedupeKeyOnClaim).map(([k]) => k),
    };
    return this.claimKinds;
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
      await markJobsDone(this.db, [job.id]);
    } catch (err) {
      await this.failed(job, err, log);
    }
  }

  private async runBatch(kind: string, jobs: JobRow[]): Promise<void> {
    const handler = this.batchHandlers.get(kind);
    if (!handler) return;
    const jobIds = jobs.map((j) => j.id);
    const log = this.log.child({ jobIds, kind });
    try {
      await handler(
        jobs.map((j) => j.payload),
        { jobIds, log },
      );
      await markJobsDone(this.db, jobIds);
    } catch (err) {
      for (const job of jobs)
        await this.failed(job, err, log.child({ jobId: job.id, attempt: job.attempts }));
    }
  }

  private async failed(job: JobRow, err: unknown, log: FastifyBaseLogger): Promise<void> {
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
