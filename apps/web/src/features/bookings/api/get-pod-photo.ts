import { queryOptions, useQuery } from '@tanstack/react-query';

import { apiFetch } from '@/lib/api-client';

import { bookingKeys } from './bookings-keys';

/** GET /api/bookings/:id/pod-photo: the image bytes (parties and admins only). */
export async function getPodPhoto(bookingId: string, signal?: AbortSignal): Promise<Blob> {
  const response = await apiFetch(`/api/bookings/${encodeURIComponent(bookingId)}/pod-photo`, {
    ...(signal ? { signal } : {}),
  });
  return response.blob();
}

export const getPodPhotoQueryOptions = (bookingId: string) =>
  queryOptions({
    queryKey: bookingKeys.podPhoto(bookingId),
    queryFn: ({ signal }) => getPodPhoto(bookingId, signal),
    // The photo never changes once uploaded.
    staleTime: Infinity,
  });

export function usePodPhoto(bookingId: string) {
  return useQuery(getPodPhotoQueryOptions(bookingId));
}
