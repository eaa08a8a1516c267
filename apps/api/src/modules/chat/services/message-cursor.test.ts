import { describe, expect, it } from 'vitest';
import { decodeMessageCursor, encodeMessageCursor } from './message-cursor';

const position = { at: '2030-01-01T12:34:56.123456Z', id: '0b9f7c1e-4a1d-4c55-9d7e-2f3a4b5c6d7e' };

describe('message cursors', () => {
  it('round-trip a position to the microsecond', () => {
    const cursor = encodeMessageCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeMessageCursor(cursor)).toEqual(position);
  });

  it('reject anything this API did not issue', () => {
    const encode = (s: string) => Buffer.from(s).toString('base64url');
    for (const cursor of [
      '',
      'not a cursor',
      encode('hello'),
      encode(`2030-01-01T12:34:56.123Z|${position.id}`),
      encode(`2030-02-30T12:34:56.123456Z|${position.id}`),
      encode(`0000-01-01T00:00:00.000000Z|${position.id}`),
      encode(`${position.at}|not-a-uuid`),
      encode(`${position.at}|${position.id}; DROP TABLE chat_messages`),
      `${encodeMessageCursor(position)}=`,
    ]) {
      expect(decodeMessageCursor(cursor), cursor).toBeNull();
    }
  });
});
