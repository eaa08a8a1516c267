import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { liveEvent, type LiveEvent } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import type { PgListener } from '../../db/pg-listener';

export const LIVE_CHANNEL = 'haulclub_live';
/** PostgreSQL refuses NOTIFY payloads of 8000 bytes or more. */
export const MAX_EVENT_BYTES = 7900;

type Subscriber = (event: LiveEvent) => void;

/**
 * Publish/subscribe across every API process on one database. `publish`
 * sends a NOTIFY (inside the caller's transaction when given one, so the
 * event goes out only if the change commits); each process's listener fans
 * events out to its local subscribers, e.g. WebSocket connections.
 */
export class LivePubSub {
  private readonly subscribers = new Set<Subscriber>();

  constructor(
    private readonly db: DbExecutor,
    private readonly listener: PgListener,
  ) {}

  async start(): Promise<void> {
    await this.listener.listen(LIVE_CHANNEL, (payload) => {
      const parsed = liveEvent.safeParse(JSON.parse(payload));
      if (!parsed.success) return;
      for (const subscriber of this.subscribers) subscriber(parsed.data);
    });
  }

  /** Receives every event on this process; filter by topic in the subscriber. */
  subscribe(subscriber: Subscriber): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
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
    await executor.execute(sql`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`);
    return event;
  }
}
