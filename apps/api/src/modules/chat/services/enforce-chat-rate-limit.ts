import { CHAT_RATE_LIMIT } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';

/**
 * Refuses a send (429 with Retry-After) once the sender has sent
 * `CHAT_RATE_LIMIT.messages` in the last window, across all threads, tabs and
 * API processes. `recent` is counted (`findEarlierAndRecentSends`, capped at the limit, over
 * the window) while the caller holds the sender's advisory lock (`findThreadLockingSender`),
 * so concurrent sends are counted one after another.
 */
export function enforceChatRateLimit(recent: { sent: number; freeInSeconds: number | null }): void {
  const { messages, windowSeconds } = CHAT_RATE_LIMIT;
  const { sent, freeInSeconds } = recent;
  if (sent < messages) return;
  const retryAfter = Math.min(windowSeconds, Math.max(1, freeInSeconds ?? windowSeconds));
  throw new AppError(
    'rate_limited',
    `You have sent ${messages} messages in the last ${windowSeconds} seconds. Try again in ${retryAfter} s.`,
    { headers: { 'retry-after': String(retryAfter) } },
  );
}
