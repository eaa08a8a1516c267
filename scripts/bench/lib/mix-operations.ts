// The four things people do on the board at once, as the mix bench runs them through the real
// API: brokers post loads, truckers search, truckers book what was just posted, and truckers
// chat with brokers (the message must also reach the broker's open screen over /api/live).
import http from 'node:http';
import { CHAT_EVENT_TYPES, LOAD_SORTS } from '@haulclub/shared';
import { postBody } from './alerts-seed';
import { SEARCH_ORIGINS } from './load-board-search';
import type { LiveSocket } from './live-socket';
import { describeAnswer, send, type Recorder } from './mix-traffic';
import type { SignedIn } from './sign-in';

/** Operation names, as reported. */
export const MIX_OPERATIONS = ['search', 'post', 'book', 'chat', 'chat-delivery'] as const;
export type MixOperation = (typeof MIX_OPERATIONS)[number];

const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Search number `i`'s query: origins go round the region's cities, every sort order in turn,
 * every other round with a destination, half of them filtered on equipment and rate.
 */
export function mixSearchPath(i: number): string {
  const n = SEARCH_ORIGINS.length;
  const origin = SEARCH_ORIGINS[i % n] as string;
  const q = new URLSearchParams({ origin, originRadius: '100' });
  const round = Math.floor(i / n);
  q.set('sort', LOAD_SORTS[round % LOAD_SORTS.length] as string);
  if (Math.floor(round / LOAD_SORTS.length) % 2 === 1) {
    const destination = SEARCH_ORIGINS[(i * 7 + 3) % n] as string;
    if (destination !== origin) {
      q.set('destination', destination);
      q.set('destinationRadius', '150');
    }
  }
  if (i % 2 === 1) {
    q.set('equipment', 'Flatbed,Dry Van,Reefer');
    q.set('minRatePerMileCents', '150');
  }
  return `/api/loads?${q.toString()}`;
}

export interface MixClients {
  port: number;
  /** Truckers who search (each request from the next one). */
  searchers: readonly SignedIn[];
  /** Verified brokers who post. */
  posters: readonly SignedIn[];
  /** Truckers who book. */
  bookers: readonly SignedIn[];
  /** Truckers with a chat thread each (`threadId`), to a broker whose screen is open on `sockets`. */
  chatters: readonly (SignedIn & { threadId: string })[];
  /** The receiving brokers' /api/live sockets. */
  brokerSockets: readonly LiveSocket[];
  /** Keep-alive sockets per kind of client: many clients, each its own connection. */
  connections: { search: number; other: number };
}

export interface MixOperations {
  search(step: number): Promise<void>;
  post(step: number): Promise<void>;
  book(step: number): Promise<void>;
  chat(step: number): Promise<void>;
  /** Loads posted (201) and bookings made (201) so far, for the bench's check against the database. */
  counts(): { posted: string[]; booked: string[] };
  /** Waits for outstanding chat deliveries (each fails after 10 s) and closes the connections. */
  close(): Promise<void>;
}

export function mixOperations(c: MixClients, recorder: Recorder): MixOperations {
  const searchAgent = new http.Agent({ keepAlive: true, maxSockets: c.connections.search });
  const otherAgent = new http.Agent({ keepAlive: true, maxSockets: c.connections.other });
  let searches = 0;
  let posts = 0;
  let bookings = 0;
  let messages = 0;
  /** Posted, not yet booked: bookings take the oldest (what a trucker sees first on "newest" is taken soon). */
  const bookable: string[] = [];
  const posted: string[] = [];
  const booked: string[] = [];
  const deliveries = new Map<string, { done: (ok: boolean) => void; timer: NodeJS.Timeout }>();

  for (const socket of c.brokerSockets) {
    socket.onEvent((event) => {
      if (event.type !== CHAT_EVENT_TYPES.message) return;
      const clientId = (event.data as { message?: { clientId?: string | null } }).message?.clientId;
      const d = clientId ? deliveries.get(clientId) : undefined;
      if (!d || !clientId) return;
      deliveries.delete(clientId);
      clearTimeout(d.timer);
      d.done(true);
    });
  }

  /** Runs one request as operation `op` of `step`, ok when it answers `expected`. */
  const run = async (
    step: number,
    op: MixOperation,
    expected: number,
    request: () => ReturnType<typeof send>,
    onOk?: (text: string | undefined) => void,
  ): Promise<boolean> => {
    const done = recorder.start(step, op);
    try {
      const a = await request();
      if (a.status === expected) {
        onOk?.(a.text);
        done({ ms: a.ms, ok: true });
        return true;
      }
      done({ ms: a.ms, ok: false, error: describeAnswer(a) });
    } catch (err) {
      done({ ms: 0, ok: false, error: err instanceof Error ? err.message : String(err) });
    }
    return false;
  };

  return {
    async search(step) {
      const i = searches++;
      const t = c.searchers[i % c.searchers.length] as SignedIn;
      await run(step, 'search', 200, () =>
        send(c.port, searchAgent, { method: 'GET', path: mixSearchPath(i), token: t.token }),
      );
    },
    async post(step) {
      const i = posts++;
      const broker = c.posters[i % c.posters.length] as SignedIn;
      await run(
        step,
        'post',
        201,
        () =>
          send(c.port, otherAgent, {
            method: 'POST',
            path: '/api/broker/loads',
            token: broker.token,
            body: postBody(i),
            keepBody: true,
          }),
        (text) => {
          const { id } = JSON.parse(text ?? '{}') as { id: string };
          posted.push(id);
          bookable.push(id);
        },
      );
    },
    async book(step) {
      const loadId = bookable.shift();
      if (!loadId) {
        recorder.fail(step, 'book', 'nothing posted yet to book');
        return;
      }
      const t = c.bookers[bookings++ % c.bookers.length] as SignedIn;
      await run(
        step,
        'book',
        201,
        () =>
          send(c.port, otherAgent, {
            method: 'POST',
            path: `/api/loads/${loadId}/book`,
            token: t.token,
            // Bookers book many loads in a run: their schedules overlap, as a fleet's would.
            body: { confirmOverlap: true },
          }),
        () => booked.push(loadId),
      );
    },
    async chat(step) {
      const i = messages++;
      const sender = c.chatters[i % c.chatters.length] as SignedIn & { threadId: string };
      const clientId = `mix-${i}`;
      const delivered = recorder.start(step, 'chat-delivery');
      const sentAt = performance.now();
      deliveries.set(clientId, {
        done: (ok) =>
          delivered(
            ok
              ? { ms: performance.now() - sentAt, ok }
              : { ms: 0, ok, error: `not on the broker's socket within ${DELIVERY_TIMEOUT_MS} ms` },
          ),
        timer: setTimeout(() => {
          deliveries.get(clientId)?.done(false);
          deliveries.delete(clientId);
        }, DELIVERY_TIMEOUT_MS),
      });
      const sent = await run(step, 'chat', 201, () =>
        send(c.port, otherAgent, {
          method: 'POST',
          path: `/api/chat/threads/${sender.threadId}/messages`,
          token: sender.token,
          body: { body: `Mix message ${i}: can you load at 7?`, clientId },
        }),
      );
      const pending = deliveries.get(clientId);
      if (!sent && pending) {
        // Counted once, as a failed chat: a message that was not accepted is not awaited.
        clearTimeout(pending.timer);
        deliveries.delete(clientId);
        delivered(null);
      }
    },
    counts: () => ({ posted: [...posted], booked: [...booked] }),
    async close() {
      const started = performance.now();
      while (deliveries.size > 0 && performance.now() - started < DELIVERY_TIMEOUT_MS + 1000)
        await new Promise((r) => setTimeout(r, 100));
      searchAgent.destroy();
      otherAgent.destroy();
    },
  };
}
