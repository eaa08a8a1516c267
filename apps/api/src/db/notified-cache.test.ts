import { afterEach, describe, expect, it, vi } from 'vitest';
import { NotifiedCache } from './notified-cache';

function cacheOf(options: Partial<{ maxAgeMs: number; maxEntries: number; notified: () => boolean }> = {}) {
  return new NotifiedCache<{ v: number }>({
    maxAgeMs: options.maxAgeMs ?? 60_000,
    maxEntries: options.maxEntries ?? 100,
    notified: options.notified ?? (() => true),
  });
}

/** A read that counts its calls and answers `value`. */
function reader(value: { v: number } | undefined) {
  const read = vi.fn(async () => value);
  return read;
}

afterEach(() => vi.useRealTimers());

describe('NotifiedCache', () => {
  it('reads a key once, then answers from memory until the key is invalidated', async () => {
    const cache = cacheOf();
    const read = reader({ v: 1 });
    expect(await cache.get('a', read)).toEqual({ v: 1 });
    expect(await cache.get('a', read)).toEqual({ v: 1 });
    expect(read).toHaveBeenCalledTimes(1);
    cache.invalidate('b');
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(1);
    cache.invalidate('a');
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(2);
    cache.invalidate();
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(3);
  });

  it('keeps nothing that was not found', async () => {
    const cache = cacheOf();
    const read = reader(undefined);
    expect(await cache.get('a', read)).toBeUndefined();
    expect(await cache.get('a', read)).toBeUndefined();
    expect(read).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('does not keep a read that was under way when a key was invalidated', async () => {
    const cache = cacheOf();
    let release: (value: { v: number }) => void = () => undefined;
    const slow = vi.fn(() => new Promise<{ v: number }>((resolve) => (release = resolve)));
    const pending = cache.get('a', slow);
    cache.invalidate('a'); // the row changed while it was being read
    release({ v: 1 });
    expect(await pending).toEqual({ v: 1 });
    const read = reader({ v: 2 });
    expect(await cache.get('a', read)).toEqual({ v: 2 });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('trusts nothing while notifications are not arriving', async () => {
    let connected = true;
    const cache = cacheOf({ notified: () => connected });
    const read = reader({ v: 1 });
    await cache.get('a', read);
    connected = false;
    await cache.get('a', read);
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(3);
    expect(cache.size).toBe(0);
    connected = true;
    await cache.get('a', read);
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(4);
  });

  it('reads again after maxAgeMs, and drops the oldest entry beyond maxEntries', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const cache = cacheOf({ maxAgeMs: 1_000, maxEntries: 2 });
    const read = reader({ v: 1 });
    await cache.get('a', read);
    vi.advanceTimersByTime(999);
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    await cache.get('a', read);
    expect(read).toHaveBeenCalledTimes(2);
    await cache.get('b', read);
    await cache.get('c', read);
    expect(cache.size).toBe(2);
    await cache.get('a', read); // the oldest, dropped for c
    expect(read).toHaveBeenCalledTimes(5);
  });
});
