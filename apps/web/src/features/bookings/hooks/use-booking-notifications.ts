import { BOOKING_EVENT_TYPES, bookingEvent, type BookingEvent, type Role } from '@haulclub/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { paths } from '@/config/paths';
import { BOOKING_NOTIFICATIONS as copy, loadRef } from '@/content/bookings';
import { useLiveTopic } from '@/lib/live';
import { useSession } from '@/lib/session';

import { bookingKeys } from '../api/bookings-keys';

type Notice = { message: string; href: string } | null;

/** What the broker or the trucker is told about a booking change; null for their own steps. */
export function bookingNotice(role: Role, event: BookingEvent): Notice {
  const ref = loadRef(event.loadNumber);
  if (role === 'broker') {
    const href = paths.broker.bookings.getHref();
    const history = `${href}?tab=history`;
    if (event.stage === 'booked') return { message: copy.booked(event.truckerName, ref), href };
    if (event.stage === 'in_transit') return { message: copy.pickedUp(ref), href };
    if (event.stage === 'delivered') return { message: copy.delivered(ref), href };
    if (event.stage === 'cancelled') return { message: copy.cancelled(ref), href: history };
    return null;
  }
  if (role === 'trucker') {
    if (event.stage === 'confirmed')
      return { message: copy.confirmed(ref), href: paths.trucker.history.getHref() };
    if (event.stage === 'cancelled')
      return { message: copy.cancelled(ref), href: paths.trucker.history.getHref() };
  }
  return null;
}

/**
 * Mounted once for signed-in brokers and truckers: on `booking.updated` (topic user:<id>) it refreshes
 * every bookings list and toasts what happened (the broker: booked, picked up, delivered; the
 * trucker: delivery confirmed).
 */
export function useBookingNotifications(): void {
  const { user, role } = useSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const listening = user && (role === 'broker' || role === 'trucker');

  useLiveTopic(listening ? `user:${user.id}` : null, (event) => {
    if (event.type !== BOOKING_EVENT_TYPES.updated) return;
    void queryClient.invalidateQueries({ queryKey: bookingKeys.all });
    const parsed = bookingEvent.safeParse(event.data);
    if (!parsed.success || !role) return;
    const notice = bookingNotice(role, parsed.data);
    if (!notice) return;
    toast.info(notice.message, {
      id: `booking-${parsed.data.id}-${parsed.data.stage}`,
      action: { label: copy.view, onClick: () => void navigate(notice.href) },
    });
  });
}
