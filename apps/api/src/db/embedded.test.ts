import { describe, expect, it } from 'vitest';
import { defaultSharedBuffersMb } from './embedded';

describe('defaultSharedBuffersMb', () => {
  const GB = 2 ** 30;
  it('is a quarter of the memory, at least PostgreSQL default 128 MB and at most 2 GB', () => {
    expect(defaultSharedBuffersMb(4 * GB)).toBe(1024);
    expect(defaultSharedBuffersMb(0.25 * GB)).toBe(128);
    expect(defaultSharedBuffersMb(24 * GB)).toBe(2048);
    expect(defaultSharedBuffersMb(3 * GB + 12345)).toBe(768);
  });
});
