import type { BookingView } from '@haulclub/shared';

import { BOOKINGS_COMMON } from '@/content/bookings';

import { PodPhoto } from './pod-photo';

/** The trucker's proof-of-delivery note and photo, once the load is delivered. */
export function ProofOfDelivery({ booking, loadRef }: { booking: BookingView; loadRef: string }) {
  if (!booking.podNote && !booking.podPhoto) return null;
  return (
    <section
      aria-label={BOOKINGS_COMMON.pod.heading}
      className="flex flex-col gap-2 rounded-lg bg-muted/60 p-3"
    >
      <h3 className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">
        {BOOKINGS_COMMON.pod.heading}
      </h3>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {booking.podPhoto ? <PodPhoto bookingId={booking.id} loadRef={loadRef} /> : null}
        {booking.podNote ? <p className="text-sm whitespace-pre-wrap">{booking.podNote}</p> : null}
      </div>
    </section>
  );
}
