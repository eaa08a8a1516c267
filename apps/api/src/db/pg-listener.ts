import pg from 'pg';
import type { FastifyBaseLogger } from 'fastify';

type Handler = (payload: string) => void;

/**
 * One dedicated PostgreSQL connection that LISTENs on any number of channels
 * and reconnects (re-LISTENing) with back-off when the connection drops.
 * NOTIFY is transactional, so events sent inside a transaction arrive only if
 * it commits, in every process connected to the same database.
 */
export class PgListener {
  private client: pg.Client | undefined;
  private readonly handlers = new Map<string, Set<Handler>>();
  private closed = false;
  private reconnectTimer: NodeJS.Timeout | undefined;
  private attempt = 0;
  private ready: Promise<void> | undefined;
  private readonly reconnectHandlers = new Set<() => void>();
  private everConnected = false;

  constructor(
    private readonly connectionString: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** Connects and listens; resolves once every known channel is LISTENed. */
  start(): Promise<void> {
    this.ready ??= this.connect();
    return this.ready;
  }

  /**
   * True while the connection is up, so notifications are arriving. Caches that drop entries when notified
   * must not trust them while this is false (a NOTIFY sent meanwhile is lost).
   */
  get connected(): boolean {
    return this.client !== undefined;
  }

  /** Runs `handler` after every reconnection: notifications sent while the connection was down are lost. */
  onReconnect(handler: () => void): () => void {
    this.reconnectHandlers.add(handler);
    return () => this.reconnectHandlers.delete(handler);
  }

  async listen(channel: string, handler: Handler): Promise<() => void> {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      if (this.client) await this.client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    }
    set.add(handler);
    return () => set.delete(handler);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    const client = this.client;
    this.client = undefined;
    if (client) await client.end().catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: 'haulclub-listener',
    });
    client.on('notification', (msg) => {
      const set = this.handlers.get(msg.channel);
      if (!set || msg.payload === undefined) return;
      for (const handler of set) {
        try {
          handler(msg.payload);
        } catch (err) {
          this.log.error({ err, channel: msg.channel }, 'live event handler failed');
        }
      }
    });
    client.on('error', (err) => {
      this.log.warn({ err }, 'listener connection error; reconnecting');
      this.scheduleReconnect(client);
    });
    client.on('end', () => this.scheduleReconnect(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    const reconnected = this.everConnected;
    this.client = client;
    this.everConnected = true;
    this.attempt = 0;
    if (reconnected) {
      for (const handler of this.reconnectHandlers) {
        try {
          handler();
        } catch (err) {
          this.log.error({ err }, 'listener reconnect handler failed');
        }
      }
    }
  }

  private scheduleReconnect(dead: pg.Client): void {
    if (this.closed || this.client !== dead) return;
    this.client = undefined;
    const delay = Math.min(30_000, 200 * 2 ** this.attempt++);
    this.reconnectTimer = setTimeout(() => {
      this.connect().catch((err: unknown) => {
        this.log.warn({ err }, 'listener reconnect failed');
        this.client = dead;
        this.scheduleReconnect(dead);
      });
    }, delay);
    this.reconnectTimer.unref();
  }
}
