import type { BookingEvent, BookingRatingState, BookingStage, BookingView } from '@haulclub/shared';
import type { BookingRecord } from './repository/booking-views';
import { at, iso, personName, toLoadView } from './views';

export function bookingStage(b: {
  bookingCancelledAt: string | null;
  confirmedAt: string | null;
  deliveredAt: string | null;
  pickedUpAt: string | null;
}): BookingStage {
  if (b.bookingCancelledAt) return 'cancelled';
  if (b.confirmedAt) return 'confirmed';
  if (b.deliveredAt) return 'delivered';
  if (b.pickedUpAt) return 'in_transit';
  return 'booked';
}

export const truckerNameOf = (b: BookingRecord) =>
  personName(b.truckerFirstName, b.truckerLastName, b.truckerCompanyName ?? b.truckerEmail);

/** A booking with both parties' contacts: only for its trucker, its broker and admins; `rating` is the viewer's. */
export function toBookingView(b: BookingRecord, rating: BookingRatingState): BookingView {
  return {
    id: b.bookingId,
    stage: bookingStage(b),
    rateCents: b.bookingRateCents,
    miles: b.bookingMiles,
    ratePerMileCents: Math.round(b.bookingRateCents / b.bookingMiles),
    bookedAt: at(b.bookedAt),
    pickedUpAt: iso(b.pickedUpAt),
    deliveredAt: iso(b.deliveredAt),
    confirmedAt: iso(b.confirmedAt),
    cancelledAt: iso(b.bookingCancelledAt),
    cancelReason: b.bookingCancelledAt ? b.cancelReason : null,
    podNote: b.podNote,
    podPhoto:
      b.podContentType && b.podByteSize !== null
        ? { contentType: b.podContentType, byteSize: b.podByteSize }
        : null,
    load: toLoadView(b),
    trucker: {
      id: b.truckerId,
      name: truckerNameOf(b),
      companyName: b.truckerCompanyName,
      email: b.truckerEmail,
      phone: b.truckerPhone,
      mcNumber: b.truckerMcNumber,
    },
    broker: {
      id: b.brokerId,
      name: personName(b.brokerFirstName, b.brokerLastName, b.brokerCompanyName),
      companyName: b.brokerCompanyName,
      email: b.brokerEmail,
      phone: b.brokerPhone,
      mcNumber: b.brokerMcNumber,
    },
    threadId: b.threadId,
    contractId: b.contractId,
    brokerSuspended: b.brokerSuspended,
    rating,
  };
}

export function toBookingEvent(b: BookingRecord): BookingEvent {
  return {
    id: b.bookingId,
    loadId: b.id,
    stage: bookingStage(b),
    truckerName: truckerNameOf(b),
    loadNumber: b.number,
  };
}
