import type { Role } from '@haulclub/shared';

export interface LivePrincipal {
  demoMode: boolean;
  /** The signed-in user of the connection, if it sent a valid access token. */
  user: { userId: string; role: Role | null } | null;
}

/** Topics anyone may follow: public board changes. */
const PUBLIC_TOPIC_ROOTS = new Set(['public', 'loads', 'load', 'futures']);

/** Decides on the server whether a connection may follow a topic. */
export function canSubscribe(topic: string, principal: LivePrincipal): boolean {
  const [root = '', id] = topic.split(':');
  if (PUBLIC_TOPIC_ROOTS.has(root)) return true;
  if (root === 'dev-mailbox') return principal.demoMode;
  if (root === 'admin') return principal.user?.role === 'admin';
  if (root === 'user') return id !== undefined && principal.user?.userId === id;
  return false;
}

/** Whether a topic needs a signed-in connection (its events are re-checked against the session). */
export function isPrivateTopic(topic: string): boolean {
  const root = topic.split(':')[0] ?? '';
  return root === 'admin' || root === 'user';
}
