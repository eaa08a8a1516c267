import type { ChatThread } from '@haulclub/shared';

import { CHAT } from '@/content/chat';
import { isApiError } from '@/lib/api-client';

const rtf = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto', style: 'short' });
const dayFormat = new Intl.DateTimeFormat(undefined, { month: 'short', day: 'numeric' });
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });
const dateTimeFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** "now", "5 min. ago", "3 hr. ago", "yesterday", then "Mar 3", in the viewer's language and zone. */
export function formatRelativeTime(iso: string, now: number = Date.now()): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return iso;
  const seconds = Math.round((at - now) / 1000);
  const abs = Math.abs(seconds);
  if (abs < 45) return rtf.format(0, 'second');
  if (abs < 3600) return rtf.format(Math.round(seconds / 60), 'minute');
  if (abs < 86_400) return rtf.format(Math.round(seconds / 3600), 'hour');
  if (abs < 7 * 86_400) return rtf.format(Math.round(seconds / 86_400), 'day');
  return dayFormat.format(at);
}

/** A message's time: the time of day today, else date and time. */
export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return iso;
  return at.toDateString() === now.toDateString() ? timeFormat.format(at) : dateTimeFormat.format(at);
}

export function formatFullTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? iso : dateTimeFormat.format(at);
}

/** The other party of a thread, seen by `viewerId`. */
export function counterpartOf(thread: ChatThread, viewerId: string | undefined) {
  return thread.trucker.id === viewerId ? thread.broker : thread.trucker;
}

export function formatThreadLane(thread: ChatThread): string {
  const { pickup, delivery } = thread.load;
  return CHAT.lane(`${pickup.city}, ${pickup.state}`, `${delivery.city}, ${delivery.state}`);
}

/** A random idempotency key for a message (crypto.randomUUID needs a secure context). */
export function newClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** What to tell the user about a failed call: the problem's detail, else a generic message. */
export function errorDetail(error: unknown): string {
  // Anything else (an answer that did not match its schema, a bug) has no words for the user.
  return isApiError(error) ? error.detail : CHAT.composer.unknownError;
}
