import type { LiveEvent } from '@haulclub/shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LiveClient } from './live';

class FakeSocket extends EventTarget {
  static instances: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  closed = false;

  constructor(readonly url: string) {
    super();
    FakeSocket.instances.push(this);
  }

  send(data: string): void {
    this.sent.push(JSON.parse(data));
  }

  close(): void {
    this.closed = true;
    this.readyState = 3;
  }

  open(): void {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }

  receive(message: unknown): void {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(message) }));
  }

  drop(): void {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
}

const event = (topic: string, type = 'mail.queued'): LiveEvent => ({
  id: '1',
  topic,
  type,
  data: { id: 'x' },
  at: '2030-01-01T00:00:00.000Z',
});

function createClient() {
  return new LiveClient({
    url: () => 'ws://haulclub.test/api/live',
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    minDelayMs: 100,
    maxDelayMs: 1_000,
    random: () => 1,
  });
}

describe('LiveClient', () => {
  beforeEach(() => {
    FakeSocket.instances = [];
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('connects on the first subscription, subscribes once open and dispatches events of that topic', () => {
    const client = createClient();
    const onMail = vi.fn();
    const unsubscribe = client.subscribe('dev-mailbox', onMail);
    const socket = FakeSocket.instances[0];
    expect(socket?.url).toBe('ws://haulclub.test/api/live');

    socket?.open();
    expect(socket?.sent).toEqual([{ type: 'subscribe', topics: ['dev-mailbox'] }]);

    socket?.receive({ type: 'welcome', connectionId: 'c1' });
    socket?.receive({ type: 'event', event: event('public') });
    socket?.receive({ type: 'event', event: event('dev-mailbox') });
    socket?.receive({ type: 'event', event: { topic: 'dev-mailbox' } });
    expect(onMail).toHaveBeenCalledTimes(1);
    expect(onMail).toHaveBeenCalledWith(event('dev-mailbox'));

    unsubscribe();
    expect(socket?.sent).toContainEqual({ type: 'unsubscribe', topics: ['dev-mailbox'] });
    expect(socket?.closed).toBe(true);
  });

  it('reconnects with exponential back-off and re-subscribes every topic', () => {
    const client = createClient();
    client.subscribe('dev-mailbox', () => {});
    client.subscribe('public', () => {});
    FakeSocket.instances[0]?.drop();

    vi.advanceTimersByTime(99);
    expect(FakeSocket.instances).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(FakeSocket.instances).toHaveLength(2);

    FakeSocket.instances[1]?.drop();
    vi.advanceTimersByTime(199);
    expect(FakeSocket.instances).toHaveLength(2);
    vi.advanceTimersByTime(1);
    const third = FakeSocket.instances[2];
    third?.open();
    expect(third?.sent).toEqual([{ type: 'subscribe', topics: ['dev-mailbox', 'public'] }]);
  });

  it('caps the back-off delay', () => {
    const client = createClient();
    expect(client.backoffDelay(0)).toBe(100);
    expect(client.backoffDelay(3)).toBe(800);
    expect(client.backoffDelay(10)).toBe(1_000);
  });

  it('does not reconnect once nobody listens', () => {
    const client = createClient();
    const unsubscribe = client.subscribe('dev-mailbox', () => {});
    unsubscribe();
    vi.advanceTimersByTime(10_000);
    expect(FakeSocket.instances).toHaveLength(1);
  });
});
