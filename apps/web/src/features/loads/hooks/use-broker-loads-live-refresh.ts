import { BOOKING_EVENT_TYPES, LOAD_EVENT_TYPES } from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';

import { useLiveTopic } from '@/lib/live';
import { useSession } from '@/lib/session';

import { loadsKeys } from '../api/loads-keys';

const EVENTS: readonly string[] = [LOAD_EVENT_TYPES.updated, BOOKING_EVENT_TYPES.updated];

/** Refetches the broker's loads when one changes or gets booked (`user:<brokerId>`), so bookings and expiries show live. */
export function useBrokerLoadsLiveRefresh(): void {
  const { user } = useSession();
  const queryClient = useQueryClient();
  useLiveTopic(user ? `user:${user.id}` : null, (event) => {
    if (EVENTS.includes(event.type)) void queryClient.invalidateQueries({ queryKey: loadsKeys.broker() });
  });
}
