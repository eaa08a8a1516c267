import { receivedRatings, type ReceivedRatings } from '@haulclub/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { ratingsKeys } from './ratings-keys';

export const RECEIVED_RATINGS_PAGE_SIZE = 20;

/** GET /api/ratings/received: the caller's rating summary and one page of the ratings they received. */
export function getReceivedRatings(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ReceivedRatings> {
  return api.get('/api/ratings/received', {
    query: { page, pageSize },
    schema: receivedRatings,
    ...(signal ? { signal } : {}),
  });
}

export const getReceivedRatingsQueryOptions = (page = 1, pageSize = RECEIVED_RATINGS_PAGE_SIZE) =>
  queryOptions({
    queryKey: ratingsKeys.received(page, pageSize),
    queryFn: ({ signal }) => getReceivedRatings(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });

export function useReceivedRatings(page = 1, pageSize = RECEIVED_RATINGS_PAGE_SIZE) {
  return useQuery(getReceivedRatingsQueryOptions(page, pageSize));
}

/** The caller's summary only (a page of one rating is read for it): the dashboards' rating stat. */
export function useRatingSummary() {
  return useQuery({ ...getReceivedRatingsQueryOptions(1, 1), select: (data) => data.summary });
}
