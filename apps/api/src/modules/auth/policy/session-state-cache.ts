import type { Role } from '@haulclub/shared';
import type { Db } from '../../../db/client';
import { findSessionState } from '../repository/session-repository';

export interface SessionState {
  userId: string;
  email: string;
  role: Role | null;
  aal: string;
  /** Live: not revoked, not past its lifetime, user not suspended. */
  live: boolean;
}

const MAX_ENTRIES = 10_000;

/** The data API's view of sessions, cached for at most `ttlMs` so revocation and suspension bite quickly. */
export class SessionStateCache {
  private readonly entries = new Map<string, { at: number; state: SessionState | undefined }>();

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  async get(sessionId: string): Promise<SessionState | undefined> {
    const now = Date.now();
    const hit = this.entries.get(sessionId);
    if (hit && now - hit.at < this.ttlMs) return hit.state;
    const row = await findSessionState(this.db, sessionId);
    const state: SessionState | undefined = row && {
      userId: row.userId,
      email: row.email,
      role: row.role,
      aal: row.aal,
      live: !row.revokedAt && !row.suspendedAt && row.notAfter.getTime() > now,
    };
    if (this.entries.size >= MAX_ENTRIES) this.entries.clear();
    if (this.ttlMs > 0) this.entries.set(sessionId, { at: now, state });
    return state;
  }

  /** Forgets cached sessions (all, or the given ones) after a change made in this process. */
  invalidate(sessionIds?: string[]): void {
    if (!sessionIds) this.entries.clear();
    else for (const id of sessionIds) this.entries.delete(id);
  }
}
