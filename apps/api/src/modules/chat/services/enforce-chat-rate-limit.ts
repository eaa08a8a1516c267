import { CHAT_RATE_LIMIT } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { recentSends } from '../repository';

/**
 * Refuses a send (429 with Retry-After) once the sender has sent
 * `CHAT_RATE_LIMIT.messages` in the last window, across all threads, tabs and
 * API processes. The caller holds the sender's advisory lock (`findThreadLockingSender`)
 * in `tx`, so concurrent sends are counted one after another.
 */
export async function enforceChatRateLimit(tx: DbExecutor, senderId: string): Promise<void> {
  const { messages, windowSeconds } = CHAT_RATE_LIMIT;
  const { sent, freeInSeconds } = await recentSends(tx, senderId, messages, windowSeconds);
  if (sent < messages) return;
  const retryAfter = Math.min(windowSeconds, Math.max(1, freeInSeconds ?? windowSeconds));
  throw new AppError(
    'rate_limited',
    `You have sent ${messages} messages in the last ${windowSeconds} seconds. Try again in ${retryAfter} s.`,
    { headers: { 'retry-after': String(retryAfter) } },
  );
}
