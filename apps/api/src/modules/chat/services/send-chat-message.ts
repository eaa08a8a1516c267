import {
  CHAT_EVENT_TYPES,
  CHAT_RATE_LIMIT,
  type ChatMessage,
  type SendChatMessageInput,
} from '@haulclub/shared';
import { batchNotifications } from '../../../db/notify';
import type { Principal } from '../../auth/index';
import { queueSpeedScoreRefresh } from '../../speed-score/index';
import { AppError } from '../../../lib/errors';
import type { ChatDeps } from '../deps';
import { findEarlierAndRecentSends, findThreadLockingSender, insertMessageAndRecord } from '../repository';
import { toChatMessage } from '../views';
import { enforceChatRateLimit } from './enforce-chat-rate-limit';
import { partyThreadOf } from './thread-access';

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** NUL cannot be stored as text and an unpaired surrogate would be replaced, so both are refused. */
const storable = (body: string) => !body.includes('\u0000') && !LONE_SURROGATE.test(body);

/**
 * POST /api/chat/threads/:id/messages: one of the thread's two parties sends
 * plain text (stored exactly as given after trimming). A retry with the same
 * `clientId` returns the first message (`created: false`). Both parties'
 * `user:<id>` topics get `chat.message` when the send commits.
 */
export async function sendChatMessage(
  deps: Pick<ChatDeps, 'db' | 'live'>,
  principal: Principal,
  threadId: string,
  input: SendChatMessageInput,
): Promise<{ message: ChatMessage; created: boolean }> {
  if (!storable(input.body)) {
    throw AppError.validation([
      { field: 'body', message: 'Message contains characters that cannot be sent' },
    ]);
  }
  return deps.db.transaction(async (tx) => {
    // The thread, and the sender's lock (their sends are counted one after another) in one statement.
    const { thread, side } = partyThreadOf(
      await findThreadLockingSender(tx, threadId, principal.userId),
      principal,
    );
    const clientId = input.clientId ?? null;
    // Under the lock: a retried send's first message, and the sends the rate limit counts.
    const { earlier, ...recent } = await findEarlierAndRecentSends(
      tx,
      { threadId, senderId: principal.userId, clientId },
      CHAT_RATE_LIMIT.messages,
      CHAT_RATE_LIMIT.windowSeconds,
    );
    if (earlier) return { message: toChatMessage(earlier, thread), created: false };

    enforceChatRateLimit(recent);
    const row = await insertMessageAndRecord(
      tx,
      { threadId, senderId: principal.userId, body: input.body, clientId },
      side,
    );
    const message = toChatMessage(row, thread);
    // Both parties' events and the job runners' wake-up in one NOTIFY statement (delivered on
    // commit, in this order).
    await batchNotifications(tx, async () => {
      for (const userId of [thread.truckerId, thread.brokerId]) {
        await deps.live.publish(`user:${userId}`, CHAT_EVENT_TYPES.message, { threadId, message }, tx);
      }
      // The sender's chat response time (an answer) changes their speed score.
      await queueSpeedScoreRefresh(tx, [principal.userId]);
    });
    return { message, created: true };
  });
}
