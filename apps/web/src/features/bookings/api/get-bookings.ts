import { bookingList, type BookingList, type BookingStage } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { bookingKeys } from './bookings-keys';

/** Whose bookings: the trucker's own (/api/trucker/bookings) or those of the broker's loads. */
export type BookingSide = 'trucker' | 'broker';
/** active: booked, in transit or awaiting confirmation; history: confirmed or cancelled. */
export type BookingScope = 'active' | 'history';
/** One stage of a scope; a stage the scope excludes (history's `booked`) has no bookings. */
export interface BookingStageFilter {
  scope: BookingScope;
  stage: BookingStage;
}

export const BOOKINGS_PAGE_SIZE = 25;

interface BookingsRequest {
  scope: BookingScope;
  stage?: BookingStage | undefined;
  page: number;
  pageSize?: number | undefined;
}

/** GET /api/trucker/bookings or /api/broker/bookings: one page of bookings in `scope` (and `stage`). */
export function getBookings(
  side: BookingSide,
  { scope, stage, page, pageSize = BOOKINGS_PAGE_SIZE }: BookingsRequest,
  signal?: AbortSignal,
): Promise<BookingList> {
  return api.get(`/api/${side}/bookings`, {
    query: { scope, stage, page, pageSize },
    schema: bookingList,
    ...(signal ? { signal } : {}),
  });
}

export const getBookingsQueryOptions = (side: BookingSide, scope: BookingScope, page = 1) =>
  queryOptions({
    queryKey: bookingKeys.list(side, scope, page),
    queryFn: ({ signal }) => getBookings(side, { scope, page }, signal),
    placeholderData: keepPreviousData,
  });

export function useBookings(side: BookingSide, scope: BookingScope, page = 1) {
  return useQuery(getBookingsQueryOptions(side, scope, page));
}

/** The newest `pageSize` bookings at one stage, e.g. the deliveries awaiting the broker's confirmation. */
export const getStageBookingsQueryOptions = (
  side: BookingSide,
  { scope, stage }: BookingStageFilter,
  pageSize: number,
) =>
  queryOptions({
    queryKey: bookingKeys.stage(side, scope, stage, pageSize),
    queryFn: ({ signal }) => getBookings(side, { scope, stage, page: 1, pageSize }, signal),
  });

export function useStageBookings(side: BookingSide, filter: BookingStageFilter, pageSize: number) {
  return useQuery(getStageBookingsQueryOptions(side, filter, pageSize));
}

/** How many bookings are at one stage: a page of one, read for its `total`. */
export const getBookingCountQueryOptions = (side: BookingSide, filter: BookingStageFilter) =>
  queryOptions({
    ...getStageBookingsQueryOptions(side, filter, 1),
    select: (list: BookingList) => list.total,
  });

export function useBookingCount(side: BookingSide, filter: BookingStageFilter) {
  return useQuery(getBookingCountQueryOptions(side, filter));
}
