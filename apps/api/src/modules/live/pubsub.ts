import { randomUUID } from 'node:crypto';
import { liveEvent, type LiveEvent } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import { notify } from '../../db/notify';
import type { PgListener } from '../../db/pg-listener';

export const LIVE_CHANNEL = 'haulclub_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_EVENT_BYTES = 7900;

type Subscriber = (event: LiveEvent) => void;

const topicOf = (raw: unknown): string =>
  typeof raw === 'object' && raw !== null && typeof (raw as { topic?: unknown }).topic === 'string'
    ? (raw as { topic: string }).topic
    : '';

/**
 * Publish/subscribe across every API process on one database. `publish`
 * sends a NOTIFY (inside the caller's transaction when given one, so the
 * event goes out only if the change commits; inside `batchNotifications` it
 * joins the transaction's one batched NOTIFY statement); each process's listener fans
 * events out to its local subscribers, e.g. WebSocket connections.
 *
 * Local delivery is indexed by topic: an event reaches only the subscribers of
 * its topic (plus the few that follow everything), so ten thousand sockets
 * cost nothing for an event none of them follows. `deliverLocal` hands an event
 * to this process's subscribers without a NOTIFY (for fan-outs that fetched
 * their data per process, like alert batches).
 */
export class LivePubSub {
  private readonly everything = new Set<Subscriber>();
  private readonly byTopic = new Map<string, Set<Subscriber>>();

  constructor(
    private readonly db: DbExecutor,
    private readonly listener: PgListener,
  ) {}

  async start(): Promise<void> {
    await this.listener.listen(LIVE_CHANNEL, (payload) => {
      const raw: unknown = JSON.parse(payload);
      // Every process hears every event: one that nothing here follows is dropped before validation.
      if (this.everything.size === 0 && !this.byTopic.has(topicOf(raw))) return;
      const parsed = liveEvent.safeParse(raw);
      if (parsed.success) this.dispatch(parsed.data);
    });
  }

  /** Receives every event on this process; filter by topic in the subscriber. */
  subscribe(subscriber: Subscriber): () => void {
    this.everything.add(subscriber);
    return () => this.everything.delete(subscriber);
  }

  /** Receives the events of one topic on this process. */
  subscribeTopic(topic: string, subscriber: Subscriber): () => void {
    let set = this.byTopic.get(topic);
    if (!set) {
      set = new Set();
      this.byTopic.set(topic, set);
    }
    set.add(subscriber);
    return () => {
      const current = this.byTopic.get(topic);
      if (!current) return;
      current.delete(subscriber);
      if (current.size === 0) this.byTopic.delete(topic);
    };
  }

  /** Whether anything on this process follows `topic` (by topic; catch-all subscribers do not count). */
  hasLocalSubscribers(topic: string): boolean {
    return this.byTopic.has(topic);
  }

  /** Builds an event and delivers it to this process's subscribers only (no NOTIFY). */
  deliverLocal(topic: string, type: string, data: unknown): LiveEvent {
    const event = liveEvent.parse({ id: randomUUID(), topic, type, data, at: new Date().toISOString() });
    this.dispatch(event);
    return event;
  }

  async publish(
    topic: string,
    type: string,
    data: unknown,
    executor: DbExecutor = this.db,
  ): Promise<LiveEvent> {
    const event = liveEvent.parse({ id: randomUUID(), topic, type, data, at: new Date().toISOString() });
    const payload = JSON.stringify(event);
    if (Buffer.byteLength(payload) > MAX_EVENT_BYTES) {
      throw new RangeError(
        `live event ${type} is ${Buffer.byteLength(payload)} bytes; send an id and let clients fetch`,
      );
    }
    await notify(executor, LIVE_CHANNEL, payload);
    return event;
  }

  private dispatch(event: LiveEvent): void {
    for (const subscriber of this.everything) subscriber(event);
    const topical = this.byTopic.get(event.topic);
    if (!topical) return;
    for (const subscriber of topical) {
      try {
        subscriber(event);
      } catch {
        // One broken subscriber must not starve the others of the event.
      }
    }
  }
}
