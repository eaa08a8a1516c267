import { dateTimeInput } from '@haulclub/shared';
import type { MessagePosition } from '../repository';

const cursorTime = dateTimeInput('Cursor');

// `<created_at to the microsecond, UTC>|<id>`, base64url: opaque to clients, exact for keyset paging.
const SHAPE =
  /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-(?:[0-9a-f]{4}-){3}[0-9a-f]{12})$/i;

export function encodeMessageCursor(position: MessagePosition): string {
  return Buffer.from(`${position.at}|${position.id}`, 'utf8').toString('base64url');
}

/** The position a cursor points at; null when it is not one this API issued. */
export function decodeMessageCursor(cursor: string): MessagePosition | null {
  if (!/^[A-Za-z0-9_-]+$/.test(cursor)) return null;
  const match = SHAPE.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1] || !match[2]) return null;
  const at = match[1];
  // Reject impossible dates (2024-02-30) that the database would refuse.
  const parsed = new Date(at);
  if (Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 23) !== at.slice(0, 23)) return null;
  // And times the database cannot hold (the year 0000): the one bound every date-time input has.
  if (!cursorTime.safeParse(at).success) return null;
  return { at, id: match[2].toLowerCase() };
}
