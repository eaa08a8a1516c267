import { describe, expect, it } from 'vitest';
import { ConnectionCounter, MessageRate } from './connection-limits';

describe('ConnectionCounter', () => {
  it('gives each key at most max slots and frees them on release', () => {
    const counter = new ConnectionCounter(2);
    expect(counter.tryAcquire('a')).toBe(true);
    expect(counter.tryAcquire('a')).toBe(true);
    expect(counter.tryAcquire('a')).toBe(false);
    expect(counter.tryAcquire('b')).toBe(true);
    counter.release('a');
    expect(counter.size('a')).toBe(1);
    expect(counter.tryAcquire('a')).toBe(true);
    counter.release('b');
    expect(counter.size('b')).toBe(0);
  });
});

describe('MessageRate', () => {
  it('allows max messages in any window and refuses one more inside it', () => {
    const rate = new MessageRate(3, 1000);
    expect([0, 100, 200].map((t) => rate.allow(t))).toEqual([true, true, true]);
    expect(rate.allow(999)).toBe(false);
    // The window slides: 1000 ms after the first message there is room again, but only for one.
    expect(rate.allow(1000)).toBe(true);
    expect(rate.allow(1050)).toBe(false);
    expect(rate.allow(1100)).toBe(true);
  });
});
