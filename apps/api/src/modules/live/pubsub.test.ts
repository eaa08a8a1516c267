import { describe, expect, it } from 'vitest';
import type { LiveEvent } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import type { PgListener } from '../../db/pg-listener';
import { LIVE_CHANNEL, LivePubSub } from './pubsub';

/** A listener that hands NOTIFY payloads straight to the handler (no database). */
function fakeListener() {
  let handler: ((payload: string) => void) | undefined;
  const listener = {
    listen: (channel: string, h: (payload: string) => void) => {
      expect(channel).toBe(LIVE_CHANNEL);
      handler = h;
      return Promise.resolve(() => undefined);
    },
  } as unknown as PgListener;
  const notify = (event: Partial<LiveEvent>) =>
    handler?.(
      JSON.stringify({
        id: '5f0c1c9e-8c55-4c0f-9d37-3b8f4f9c2a11',
        at: new Date().toISOString(),
        data: {},
        ...event,
      }),
    );
  return { listener, notify };
}

describe('LivePubSub local fan-out', () => {
  it('gives an event only to the subscribers of its topic, and to catch-all subscribers', async () => {
    const { listener, notify } = fakeListener();
    const live = new LivePubSub({} as DbExecutor, listener);
    await live.start();
    const got: string[] = [];
    const stopA = live.subscribeTopic('user:a', (e) => got.push(`a:${e.type}`));
    live.subscribeTopic('user:b', (e) => got.push(`b:${e.type}`));
    live.subscribe((e) => got.push(`all:${e.topic}`));

    notify({ topic: 'user:a', type: 'x' });
    notify({ topic: 'loads', type: 'y' });
    expect(got).toEqual(['all:user:a', 'a:x', 'all:loads']);

    stopA();
    expect(live.hasLocalSubscribers('user:a')).toBe(false);
    expect(live.hasLocalSubscribers('user:b')).toBe(true);
    notify({ topic: 'user:a', type: 'z' });
    expect(got).not.toContain('a:z');
  });

  it('drops events of topics nobody here follows, and malformed events of followed ones', async () => {
    const { listener, notify } = fakeListener();
    const live = new LivePubSub({} as DbExecutor, listener);
    await live.start();
    const got: string[] = [];
    live.subscribeTopic('user:a', (e) => got.push(e.type));
    notify({ topic: 'user:b', type: 'elsewhere' });
    notify({ topic: 'user:a', type: '' });
    notify({ type: 'no-topic' });
    notify({ topic: 'user:a', type: 'kept' });
    expect(got).toEqual(['kept']);
  });

  it('delivers locally without a NOTIFY, and one broken subscriber does not starve the others', async () => {
    const { listener } = fakeListener();
    const live = new LivePubSub({} as DbExecutor, listener);
    await live.start();
    const got: unknown[] = [];
    live.subscribeTopic('user:a', () => {
      throw new Error('socket gone');
    });
    live.subscribeTopic('user:a', (e) => got.push(e.data));
    const event = live.deliverLocal('user:a', 'alert.created', { n: 1 });
    expect(event).toMatchObject({ topic: 'user:a', type: 'alert.created' });
    expect(got).toEqual([{ n: 1 }]);
  });
});
