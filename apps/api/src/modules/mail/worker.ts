import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { claimDue, markFailedAttempt, markSent } from './outbox-repository';
import type { MailTransport } from './transport';

export interface MailWorkerOptions {
  pollIntervalMs: number;
  maxAttempts: number;
  batchSize?: number;
  leaseSeconds?: number;
  onSent?: (id: string) => void;
}

/** Seconds to wait before attempt n+1: 5 s doubling, capped at one hour. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(3600, 5 * 2 ** Math.max(0, attempts - 1));
}

/**
 * Drains the mail queue: wakes on NOTIFY and on a poll timer, claims due
 * messages, sends them and records the outcome. Failed sends are retried
 * with back-off until maxAttempts, then marked failed (never lost silently).
 * A sent or failed message's body is redacted in the same update.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  /** The drain that runs after the current one (a nudge while one runs), shared by every such nudge. */
  private following: Promise<void> | undefined;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly options: MailWorkerOptions,
  ) {}

  start(): void {
    this.schedule(0);
  }

  /**
   * Runs a drain now, or right after the current one (which may have claimed before the message this
   * nudge is for was there); resolves when that drain is done.
   */
  nudge(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.running) {
      const next = () => {
        this.following = undefined;
        return this.nudge();
      };
      this.following ??= this.running.then(next, next);
      return this.following;
    }
    this.running = this.drain().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    this.transport.close();
  }

  private schedule(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.nudge().finally(() => this.schedule(this.options.pollIntervalMs));
    }, delay);
    this.timer.unref();
  }

  private async drain(): Promise<void> {
    const batchSize = this.options.batchSize ?? 10;
    for (;;) {
      if (this.stopped) return;
      let batch;
      try {
        batch = await claimDue(this.db, batchSize, this.options.leaseSeconds ?? 120);
      } catch (err) {
        if (!this.stopped) this.log.warn({ err }, 'mail worker could not claim messages');
        return;
      }
      for (const message of batch) {
        // Finished by a worker whose lease had run out, between our claim and our read: nothing to send.
        if (message.redactedAt) continue;
        try {
          await this.transport.send(message);
          await markSent(this.db, message.id, this.transport.kind);
          this.log.info(
            { mailId: message.id, to: message.toAddress, transport: this.transport.kind },
            'mail sent',
          );
          this.options.onSent?.(message.id);
        } catch (err) {
          const last = message.attempts >= this.options.maxAttempts;
          const reason = err instanceof Error ? err.message : String(err);
          this.log.warn(
            { mailId: message.id, attempts: message.attempts, err },
            last ? 'mail failed for good' : 'mail send failed; will retry',
          );
          await markFailedAttempt(
            this.db,
            message.id,
            reason.slice(0, 1000),
            last ? null : retryDelaySeconds(message.attempts),
          ).catch((e: unknown) => this.log.error({ err: e }, 'could not record mail failure'));
        }
      }
      if (batch.length < batchSize) return;
    }
  }
}
