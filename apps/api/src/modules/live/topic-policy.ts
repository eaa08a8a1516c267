export interface LivePrincipal {
  demoMode: boolean;
}

/** Topics anyone may follow: public board changes. Private topics come with sign-in. */
const PUBLIC_TOPIC_ROOTS = new Set(['public', 'loads', 'load', 'futures']);

/** Decides on the server whether a connection may follow a topic. */
export function canSubscribe(topic: string, principal: LivePrincipal): boolean {
  const root = topic.split(':')[0] ?? '';
  if (PUBLIC_TOPIC_ROOTS.has(root)) return true;
  if (root === 'dev-mailbox') return principal.demoMode;
  return false;
}
