// Time from a trucker's POST of a chat message to the chat.message event on the broker's socket.
import type pg from 'pg';
import { CHAT_EVENT_TYPES } from '@haulclub/shared';
import { mapLimit } from './concurrency';
import { expectStatus, requestJson } from './http-json';
import { insertFreshLoad } from './load-board-seed';
import { openLiveSocket, type LiveSocket } from './live-socket';
import { sleep } from './net';
import type { SignedIn } from './sign-in';

const DELIVERY_TIMEOUT_MS = 10_000;

export async function runChatDelivery(
  port: number,
  pool: pg.Pool,
  broker: SignedIn,
  senders: readonly SignedIn[],
  messages: number,
  spacingMs: number,
  log: (m: string) => void,
): Promise<number[]> {
  const loadId = await insertFreshLoad(pool, broker.id);
  const threads = await mapLimit(senders, 4, async (s) => {
    const res = await requestJson<{ id: string }>(port, {
      method: 'POST',
      path: `/api/loads/${loadId}/chat`,
      token: s.token,
    });
    return expectStatus(res, 201, `POST /api/loads/${loadId}/chat`).id;
  });

  const sockets: LiveSocket[] = [];
  const pending = new Map<string, { sentAt: number; arrived: (ms: number) => void }>();
  try {
    const brokerSocket = await openLiveSocket(port, broker.token, [`user:${broker.id}`]);
    sockets.push(brokerSocket);
    // Each trucker has the app open too (they receive their own messages as events).
    sockets.push(...(await mapLimit(senders, 4, (s) => openLiveSocket(port, s.token, [`user:${s.id}`]))));
    brokerSocket.onEvent((event, at) => {
      if (event.type !== CHAT_EVENT_TYPES.message) return;
      const clientId = (event.data as { message?: { clientId?: string | null } }).message?.clientId;
      const entry = clientId ? pending.get(clientId) : undefined;
      if (!entry || !clientId) return;
      pending.delete(clientId);
      entry.arrived(at - entry.sentAt);
    });

    const latencies: number[] = [];
    for (let i = 0; i < messages; i++) {
      const k = i % senders.length;
      const sender = senders[k] as SignedIn;
      const clientId = `bench-${i}`;
      let timer: NodeJS.Timeout | undefined;
      const delivered = new Promise<number>((resolve, reject) => {
        timer = setTimeout(
          () =>
            reject(new Error(`chat message ${i} did not reach the broker within ${DELIVERY_TIMEOUT_MS} ms`)),
          DELIVERY_TIMEOUT_MS,
        );
        pending.set(clientId, { sentAt: performance.now(), arrived: resolve });
      });
      // Handled below; this only keeps a time-out during the POST from counting as unhandled.
      delivered.catch(() => undefined);
      const path = `/api/chat/threads/${threads[k]}/messages`;
      const res = await requestJson(port, {
        method: 'POST',
        path,
        token: sender.token,
        body: { body: `Bench message ${i}: can you load at 7?`, clientId },
      });
      try {
        expectStatus(res, 201, `POST ${path}`);
        latencies.push(await delivered);
      } finally {
        clearTimeout(timer);
      }
      if ((i + 1) % 100 === 0) log(`  chat: ${i + 1}/${messages} messages delivered`);
      await sleep(spacingMs);
    }
    return latencies;
  } finally {
    await Promise.all(sockets.map((s) => s.close()));
  }
}
