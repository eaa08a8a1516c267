import type { FastifyBaseLogger } from 'fastify';
import type { DbExecutor } from '../../../db/client';
import { recordImpressions, type PendingImpressions } from '../repository/feedback';
import { recordFeedback } from './feedback';

/** A load a page showed the trucker, with the score it showed. */
export interface ShownLoad {
  loadId: string;
  score: number;
}

/**
 * Impressions of the loads that best_match pages and the matches list show, counted in the process
 * and written together (recordImpressions): one upsert at most every `flushMs`, or at once when
 * `maxPending` pairs wait, instead of one statement per page on the request's path. A pair shown
 * again before the write counts twice, with its latest score and its first time. Writes run one
 * after another; a failed one is logged, never a request's error. `close` writes what is left.
 */
export class ImpressionBuffer {
  private pending = new Map<string, PendingImpressions>();
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(
    private readonly db: DbExecutor,
    private readonly log: Pick<FastifyBaseLogger, 'warn'>,
    private readonly options: { flushMs: number; maxPending: number },
  ) {}

  add(truckerId: string, shown: readonly ShownLoad[]): void {
    if (shown.length === 0) return;
    const at = new Date().toISOString();
    for (const s of shown) {
      const key = `${truckerId} ${s.loadId}`;
      const known = this.pending.get(key);
      if (known) {
        known.count += 1;
        known.score = s.score;
      } else {
        this.pending.set(key, { truckerId, loadId: s.loadId, score: s.score, count: 1, firstAt: at });
      }
    }
    if (this.closed || this.pending.size >= this.options.maxPending) {
      void this.flush();
    } else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.options.flushMs);
      this.timer.unref();
    }
  }

  /** Writes what is pending, after any write in progress; resolves once written (or logged as failed). */
  flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    this.writing = this.writing.then(() =>
      recordFeedback(this.log, 'impressions', () => recordImpressions(this.db, batch)),
    );
    return this.writing;
  }

  /** Writes what is left; what is added afterwards is written at once. */
  close(): Promise<void> {
    this.closed = true;
    return this.flush();
  }
}
