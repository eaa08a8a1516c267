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
  /** The user's onboarding is complete (it never reverts, so a cached true stays true). */
  onboardingComplete: boolean;
}

/** Enough for every socket and caller of a busy process; the oldest entries go first beyond it. */
const MAX_ENTRIES = 50_000;

type Row = Awaited<ReturnType<typeof findSessionStates>>[number];
type Lookup = (db: Db, ids: readonly string[]) => Promise<Row[]>;

interface Waiter {
  resolve: (state: SessionState | undefined) => void;
  reject: (error: unknown) => void;
}

interface Entry {
  at: number;
  /** What the session row and its user said when read; `live` is worked out at every get (lifetime). */
  row: Row | undefined;
}

export interface SessionStateCacheOptions {
  /**
   * Whether change notifications are reaching this process now (the LISTEN connection is up). While they
   * are not, nothing is cached and every get reads the database: a revocation must never be missed.
   */
  notified?: () => boolean;
}

/**
 * The data API's view of sessions. Every change that matters (sign-out, revocation, suspension, a new role)
 * sends a NOTIFY naming the user in its transaction and every process drops that user's sessions when it
 * arrives, so an entry is trusted until then, or for at most `maxAgeMs` (a safety net), and not at all while
 * notifications are not arriving. Misses asked for in the same turn of the event loop are read in ONE query
 * (a live event fanned out to thousands of sockets checks thousands of sessions at once), and a session
 * already being read is not read twice. A read that started before an `invalidate` answers its callers but
 * is not cached.
 */
export class SessionStateCache {
  private readonly entries = new Map<string, Entry>();
  private readonly sessionsOfUser = new Map<string, Set<string>>();
  private readonly inFlight = new Map<string, Promise<SessionState | undefined>>();
  private queued = new Map<string, Waiter[]>();
  private generation = 0;

  constructor(
    private readonly db: Db,
    private readonly maxAgeMs: number,
    private readonly lookup: Lookup = findSessionStates,
    private readonly options: SessionStateCacheOptions = {},
  ) {}

  get(sessionId: string): Promise<SessionState | undefined> {
    const hit = this.entries.get(sessionId);
    if (hit) {
      const now = Date.now();
      if (now - hit.at < this.maxAgeMs && this.trusted()) return Promise.resolve(stateOf(hit.row, now));
      this.forget(sessionId);
    }
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

  /** Forgets cached sessions (all, or the given ones). */
  invalidate(sessionIds?: string[]): void {
    this.generation += 1;
    if (!sessionIds) {
      this.entries.clear();
      this.sessionsOfUser.clear();
    } else for (const id of sessionIds) this.forget(id);
  }

  /** Forgets every cached session of `userId` (a change notification names the user). */
  invalidateUser(userId: string): void {
    this.generation += 1;
    const ids = this.sessionsOfUser.get(userId);
    if (ids) for (const id of [...ids]) this.forget(id);
  }

  /** How many sessions are cached (for tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private trusted(): boolean {
    return this.options.notified?.() ?? true;
  }

  private async flush(): Promise<void> {
    const batch = this.queued;
    this.queued = new Map();
    const ids = [...batch.keys()];
    const generation = this.generation;
    const cacheable = this.maxAgeMs > 0 && this.trusted();
    try {
      const rows = await this.lookup(this.db, ids);
      const now = Date.now();
      const byId = new Map(rows.map((row) => [row.sessionId, row]));
      const keep = cacheable && generation === this.generation && this.trusted();
      for (const [id, waiters] of batch) {
        const row = byId.get(id);
        if (keep) this.remember(id, now, row);
        this.inFlight.delete(id);
        const state = stateOf(row, now);
        for (const w of waiters) w.resolve(state);
      }
    } catch (error) {
      for (const [id, waiters] of batch) {
        this.inFlight.delete(id);
        for (const w of waiters) w.reject(error);
      }
    }
  }

  private remember(id: string, at: number, row: Row | undefined): void {
    this.forget(id);
    if (this.entries.size >= MAX_ENTRIES) {
      // Maps iterate in insertion order: the first key is the oldest entry.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.forget(oldest);
    }
    this.entries.set(id, { at, row });
    if (row) {
      const ids = this.sessionsOfUser.get(row.userId);
      if (ids) ids.add(id);
      else this.sessionsOfUser.set(row.userId, new Set([id]));
    }
  }

  private forget(id: string): void {
    const entry = this.entries.get(id);
    if (!entry) return;
    this.entries.delete(id);
    if (!entry.row) return;
    const ids = this.sessionsOfUser.get(entry.row.userId);
    ids?.delete(id);
    if (ids?.size === 0) this.sessionsOfUser.delete(entry.row.userId);
  }
}

function stateOf(row: Row | undefined, now: number): SessionState | undefined {
  return (
    row && {
      userId: row.userId,
      email: row.email,
      role: row.role,
      aal: row.aal,
      live: !row.revokedAt && !row.suspendedAt && row.notAfter.getTime() > now,
      onboardingComplete: row.onboardingComplete ?? false,
    }
  );
}
