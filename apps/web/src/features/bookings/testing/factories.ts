import type { BookingEvent, BookingList, BookingView, LoadView } from '@haulclub/shared';

/** Test factories of the bookings API's answers, with overrides. Tests only. */

export const TRUCKER_ID = '00000000-0000-4000-8000-000000000002';
export const BROKER_ID = '00000000-0000-4000-8000-000000000003';

export function createLoad(overrides: Partial<LoadView> = {}): LoadView {
  return {
    id: '7d1f0c4e-1a2b-4c3d-8e9f-000000000001',
    number: 1042,
    status: 'booked',
    pickup: { city: 'Dallas', state: 'TX', zip: '75201', lat: 32.78, lng: -96.8 },
    delivery: { city: 'Houston', state: 'TX', zip: '77002', lat: 29.76, lng: -95.37 },
    pickupWindowStart: '2026-03-03T14:00:00.000Z',
    pickupWindowEnd: '2026-03-03T17:00:00.000Z',
    deliveryWindowStart: '2026-03-03T22:00:00.000Z',
    deliveryWindowEnd: '2026-03-04T01:00:00.000Z',
    equipment: 'Flatbed',
    weightLbs: 42_000,
    lengthFt: 48,
    commodity: 'Steel coils',
    notes: null,
    rateCents: 120_000,
    miles: 240,
    estimatedMiles: 238,
    ratePerMileCents: 500,
    premium: false,
    expiryHours: 2,
    postedAt: '2026-03-02T15:00:00.000Z',
    expiresAt: '2026-03-02T17:00:00.000Z',
    broker: { id: BROKER_ID, companyName: 'Lone Star Freight LLC', mcNumber: '123456' },
    ...overrides,
  };
}

export function createBooking(overrides: Partial<BookingView> = {}): BookingView {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    stage: 'booked',
    rateCents: 120_000,
    miles: 240,
    ratePerMileCents: 500,
    bookedAt: '2026-03-02T16:00:00.000Z',
    pickedUpAt: null,
    deliveredAt: null,
    confirmedAt: null,
    cancelledAt: null,
    cancelReason: null,
    podNote: null,
    podPhoto: null,
    load: createLoad(),
    trucker: {
      id: TRUCKER_ID,
      name: 'Ray Hauler',
      companyName: 'Ray Hauling',
      email: 'ray@example.test',
      phone: '+17135550100',
      mcNumber: null,
    },
    broker: {
      id: BROKER_ID,
      name: 'Dana Broker',
      companyName: 'Lone Star Freight LLC',
      email: 'dana@example.test',
      phone: '+12145550100',
      mcNumber: '123456',
    },
    threadId: 'c0000000-0000-4000-8000-000000000001',
    contractId: 'c0000000-0000-4000-8000-0000000000c1',
    brokerSuspended: false,
    rating: { mine: null, theirs: null, canRate: false, editableUntil: null },
    ...overrides,
  };
}

export function bookingList(items: BookingView[], page = 1): BookingList {
  return { items, total: items.length, page, pageSize: 25 };
}

export function createBookingEvent(overrides: Partial<BookingEvent> = {}): BookingEvent {
  return {
    id: 'b0000000-0000-4000-8000-000000000001',
    loadId: '7d1f0c4e-1a2b-4c3d-8e9f-000000000001',
    stage: 'booked',
    truckerName: 'Ray Hauler',
    loadNumber: 1042,
    ...overrides,
  };
}
