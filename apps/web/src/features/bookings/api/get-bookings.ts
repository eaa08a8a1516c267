import { bookingList, type BookingList } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { bookingKeys } from './bookings-keys';

/** Whose bookings: the trucker's own (/api/trucker/bookings) or those of the broker's loads. */
export type BookingSide = 'trucker' | 'broker';
/** active: booked, in transit or awaiting confirmation; history: confirmed or cancelled. */
export type BookingScope = 'active' | 'history';

export const BOOKINGS_PAGE_SIZE = 25;

/** GET /api/trucker/bookings or /api/broker/bookings: one page of bookings in `scope`. */
export function getBookings(
  side: BookingSide,
  scope: BookingScope,
  page: number,
  signal?: AbortSignal,
): Promise<BookingList> {
  return api.get(`/api/${side}/bookings`, {
    query: { scope, page, pageSize: BOOKINGS_PAGE_SIZE },
    schema: bookingList,
    ...(signal ? { signal } : {}),
  });
}

export const getBookingsQueryOptions = (side: BookingSide, scope: BookingScope, page = 1) =>
  queryOptions({
    queryKey: bookingKeys.list(side, scope, page),
    queryFn: ({ signal }) => getBookings(side, scope, page, signal),
    placeholderData: keepPreviousData,
  });

export function useBookings(side: BookingSide, scope: BookingScope, page = 1) {
  return useQuery(getBookingsQueryOptions(side, scope, page));
}

/** The largest page the endpoint serves (`bookingListQuery`). */
const ALL_PAGE_SIZE = 100;
/** A guard against paging forever; 5,000 active bookings is far beyond any broker's day. */
const ALL_MAX_PAGES = 50;

/**
 * Every booking in `scope`, page after page, as one list: the dashboard counts them by stage, which
 * the endpoint does not filter by. Meant for `active` (bounded by what is on the road); `history`
 * only grows.
 */
export async function getAllBookings(
  side: BookingSide,
  scope: BookingScope,
  signal?: AbortSignal,
): Promise<BookingList> {
  const items: BookingList['items'] = [];
  let total = 0;
  for (let page = 1; page <= ALL_MAX_PAGES; page += 1) {
    const list = await api.get(`/api/${side}/bookings`, {
      query: { scope, page, pageSize: ALL_PAGE_SIZE },
      schema: bookingList,
      ...(signal ? { signal } : {}),
    });
    items.push(...list.items);
    total = list.total;
    if (list.items.length < ALL_PAGE_SIZE || items.length >= total) break;
  }
  return { items, total, page: 1, pageSize: items.length };
}

export const getAllBookingsQueryOptions = (side: BookingSide, scope: BookingScope) =>
  queryOptions({
    queryKey: bookingKeys.every(side, scope),
    queryFn: ({ signal }) => getAllBookings(side, scope, signal),
  });

export function useAllBookings(side: BookingSide, scope: BookingScope) {
  return useQuery(getAllBookingsQueryOptions(side, scope));
}
