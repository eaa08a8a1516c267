import { describe, expect, it } from 'vitest';
import { transferId, uuidV5 } from './transfer-id';

const DNS_NAMESPACE = '6ba7b810-9dad-11d1-80b4-00c04fd430c8';

describe('uuidV5', () => {
  it('matches the RFC test vector (www.example.com in the DNS namespace)', () => {
    expect(uuidV5('www.example.com', DNS_NAMESPACE)).toBe('2ed6657d-e927-568b-95e1-2665a8aea6a2');
  });

  it('refuses a namespace that is not a UUID', () => {
    expect(() => uuidV5('x', 'not-a-uuid')).toThrow(RangeError);
  });
});

describe('transferId', () => {
  it('is the same for the same event and different for another', () => {
    const hold = transferId('contract', 'c1', 'hold');
    expect(transferId('contract', 'c1', 'hold')).toBe(hold);
    expect(transferId('contract', 'c1', 'release')).not.toBe(hold);
    expect(hold).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('does not confuse parts that contain the separator', () => {
    expect(transferId('a:b', 'c')).not.toBe(transferId('a', 'b:c'));
  });
});
