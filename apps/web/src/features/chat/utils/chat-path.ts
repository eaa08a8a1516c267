import type { Role } from '@haulclub/shared';

import { paths } from '@/config/paths';

/** The signed-in member's chat screen: /broker/chat for brokers, /trucker/chat for everyone else with chat. */
export function chatPathOf(role: Role | null): string {
  return role === 'broker' ? paths.broker.chat.getHref() : paths.trucker.chat.getHref();
}
