import type { Role } from '@haulclub/shared';
import type { Db } from '../../../db/client';
import { findSessionStates } from '../repository/session-repository';

export interface SessionState {
  userId: string;
  email: string;
  role: Role | null;
  aal: string;
  /** Live: not revoked, not past its lifetime, user not suspended. */
  live: boolean;
}

/** Enough for every socket and caller of a busy process; the oldest entries go first beyond it. */
const MAX_ENTRIES = 50_000;

type Row = Awaited<ReturnType<typeof findSessionStates>>[number];
type Lookup = (db: Db, ids: readonly string[]) => Promise<Row[]>;

interface Waiter {
  resolve: (state: SessionState | undefined) => void;
  reject: (error: unknown) => void;
}

/**
 * The data API's view of sessions, cached for at most `ttlMs` so revocation and suspension bite quickly.
 * Misses asked for in the same turn of the event loop are read in ONE query (a live event fanned out to
 * thousands of sockets checks thousands of sessions at once), and a session already being read is not
 * read twice. A read that started before an `invalidate` answers its callers but is not cached.
 */
export class SessionStateCache {
  private readonly entries = new Map<string, { at: number; state: SessionState | undefined }>();
  private readonly inFlight = new Map<string, Promise<SessionState | undefined>>();
  private queued = new Map<string, Waiter[]>();
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly lookup: Lookup = findSessionStates,
  ) {}

  get(sessionId: string): Promise<SessionState | undefined> {
    const hit = this.entries.get(sessionId);
    if (hit && Date.now() - hit.at < this.ttlMs) return Promise.resolve(hit.state);
    const pending = this.inFlight.get(sessionId);
    if (pending) return pending;
    const promise = new Promise<SessionState | undefined>((resolve, reject) => {
      const waiters = this.queued.get(sessionId);
      if (waiters) waiters.push({ resolve, reject });
      else this.queued.set(sessionId, [{ resolve, reject }]);
      if (this.queued.size === 1 && waiters === undefined) setImmediate(() => void this.flush());
    });
    this.inFlight.set(sessionId, promise);
    return promise;
  }

  /** Forgets cached sessions (all, or the given ones) after a change made in this process. */
  invalidate(sessionIds?: string[]): void {
    this.generation += 1;
    if (!sessionIds) this.entries.clear();
    else for (const id of sessionIds) this.entries.delete(id);
  }

  private async flush(): Promise<void> {
    const batch = this.queued;
    this.queued = new Map();
    const ids = [...batch.keys()];
    const generation = this.generation;
    try {
      const rows = await this.lookup(this.db, ids);
      const now = Date.now();
      const byId = new Map(rows.map((row) => [row.sessionId, row]));
      for (const [id, waiters] of batch) {
        const row = byId.get(id);
        const state: SessionState | undefined = row && {
          userId: row.userId,
          email: row.email,
          role: row.role,
          aal: row.aal,
          live: !row.revokedAt && !row.suspendedAt && row.notAfter.getTime() > now,
        };
        if (this.ttlMs > 0 && generation === this.generation) this.remember(id, now, state);
        this.inFlight.delete(id);
        for (const w of waiters) w.resolve(state);
      }
    } catch (error) {
      for (const [id, waiters] of batch) {
        this.inFlight.delete(id);
        for (const w of waiters) w.reject(error);
      }
    }
  }

  private remember(id: string, at: number, state: SessionState | undefined): void {
    this.entries.delete(id);
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, { at, state });
  }
}
