import { liveEvent, type LiveClientMessage, type LiveEvent, type LiveServerMessage } from '@haulclub/shared';
import { useEffect, useEffectEvent } from 'react';

export type LiveListener = (event: LiveEvent) => void;

export interface LiveClientOptions {
  /** Where to connect; defaults to /api/live on the page's origin. */
  url?: () => string;
  WebSocketImpl?: typeof WebSocket;
  minDelayMs?: number;
  maxDelayMs?: number;
  pingIntervalMs?: number;
  random?: () => number;
  /** The signed-in user's access token, sent on connect so private topics (admin, user:<id>) can be followed. */
  accessToken?: () => Promise<string | null | undefined>;
}

function defaultUrl(): string {
  return `${window.location.origin.replace(/^http/, 'ws')}/api/live`;
}

/**
 * One WebSocket to /api/live shared by every subscriber. Opens on the first subscription,
 * re-subscribes after reconnecting (exponential back-off with jitter) and closes when nobody listens.
 */
export class LiveClient {
  private readonly options: Required<Omit<LiveClientOptions, 'WebSocketImpl' | 'accessToken'>> & {
    WebSocketImpl: typeof WebSocket | undefined;
  };
  private accessToken: LiveClientOptions['accessToken'];
  private readonly listeners = new Map<string, Set<LiveListener>>();
  private socket: WebSocket | null = null;
  private attempts = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | null = null;
  private pingTimer: ReturnType<typeof setInterval> | null = null;

  constructor(options: LiveClientOptions = {}) {
    this.options = {
      url: options.url ?? defaultUrl,
      WebSocketImpl: options.WebSocketImpl,
      minDelayMs: options.minDelayMs ?? 500,
      maxDelayMs: options.maxDelayMs ?? 30_000,
      pingIntervalMs: options.pingIntervalMs ?? 25_000,
      random: options.random ?? Math.random,
    };
    this.accessToken = options.accessToken;
  }

  /** Sets where the access token comes from (the session manager registers itself). */
  setAccessTokenSource(source: LiveClientOptions['accessToken']): void {
    this.accessToken = source;
  }

  /**
   * Signs the open connection in again (after sign-in, sign-out or a token
   * refresh) and re-subscribes every topic, so private topics start (or stop).
   */
  async reauthenticate(): Promise<void> {
    if (this.socket?.readyState !== 1) return;
    await this.sendAuth();
    const topics = [...this.listeners.keys()];
    if (topics.length > 0) this.send({ type: 'subscribe', topics });
  }

  private async sendAuth(): Promise<void> {
    const token = this.accessToken ? await this.accessToken().catch(() => null) : null;
    this.send({ type: 'auth', accessToken: token ?? null });
  }

  /** Listens to one topic; returns the function that stops listening. */
  subscribe(topic: string, listener: LiveListener): () => void {
    let set = this.listeners.get(topic);
    if (!set) {
      set = new Set();
      this.listeners.set(topic, set);
      this.send({ type: 'subscribe', topics: [topic] });
    }
    set.add(listener);
    this.ensureConnected();

    return () => {
      const current = this.listeners.get(topic);
      if (!current) return;
      current.delete(listener);
      if (current.size > 0) return;
      this.listeners.delete(topic);
      this.send({ type: 'unsubscribe', topics: [topic] });
      if (this.listeners.size === 0) this.disconnect();
    };
  }

  /** Milliseconds to wait before reconnect attempt number `attempt` (0-based). */
  backoffDelay(attempt: number): number {
    const { minDelayMs, maxDelayMs, random } = this.options;
    const base = Math.min(maxDelayMs, minDelayMs * 2 ** attempt);
    return Math.round(base / 2 + (base / 2) * random());
  }

  private ensureConnected(): void {
    if (this.socket || this.reconnectTimer || this.listeners.size === 0) return;
    const Impl: typeof WebSocket | undefined = this.options.WebSocketImpl ?? globalThis.WebSocket;
    if (typeof Impl !== 'function') return;

    const socket = new Impl(this.options.url());
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempts = 0;
      const subscribeAll = () => {
        const topics = [...this.listeners.keys()];
        if (topics.length > 0) this.send({ type: 'subscribe', topics });
      };
      // The server handles messages in order: auth first, then the subscriptions that may need it.
      if (this.accessToken) void this.sendAuth().then(subscribeAll);
      else subscribeAll();
      this.startPing();
    });
    socket.addEventListener('message', (message: MessageEvent) => {
      this.handleMessage(message.data);
    });
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.stopPing();
      this.scheduleReconnect();
    });
  }

  private handleMessage(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let message: LiveServerMessage;
    try {
      message = JSON.parse(raw) as LiveServerMessage;
    } catch {
      return;
    }
    if (message.type !== 'event') return;
    const parsed = liveEvent.safeParse(message.event);
    if (!parsed.success) return;
    const event = parsed.data;
    for (const listener of [...(this.listeners.get(event.topic) ?? [])]) listener(event);
  }

  private send(message: LiveClientMessage): void {
    if (this.socket?.readyState === 1) this.socket.send(JSON.stringify(message));
  }

  private scheduleReconnect(): void {
    if (this.listeners.size === 0 || this.reconnectTimer) return;
    const delay = this.backoffDelay(this.attempts);
    this.attempts += 1;
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = null;
      this.ensureConnected();
    }, delay);
  }

  private startPing(): void {
    this.stopPing();
    this.pingTimer = setInterval(() => {
      this.send({ type: 'ping' });
    }, this.options.pingIntervalMs);
  }

  private stopPing(): void {
    if (this.pingTimer) clearInterval(this.pingTimer);
    this.pingTimer = null;
  }

  private disconnect(): void {
    if (this.reconnectTimer) clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.stopPing();
    this.attempts = 0;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000, 'no subscribers');
  }
}

export const liveClient = new LiveClient();

/** Calls onEvent for every live event on `topic` while the component is mounted (null: not subscribed). */
export function useLiveTopic(
  topic: string | null,
  onEvent: LiveListener,
  client: LiveClient = liveClient,
): void {
  const handle = useEffectEvent(onEvent);
  useEffect(() => {
    if (!topic) return;
    return client.subscribe(topic, (event) => {
      handle(event);
    });
  }, [topic, client]);
}
