import { meResponse, type MeResponse } from '@haulclub/shared';
import { queryOptions } from '@tanstack/react-query';

import { api } from './api-client';

export const meKeys = {
  all: ['me'] as const,
  detail: (userId: string) => ['me', userId] as const,
};

/** GET /api/me: the signed-in user's role and profile. */
export function getMe(signal?: AbortSignal): Promise<MeResponse> {
  return api.get('/api/me', { schema: meResponse, ...(signal ? { signal } : {}) });
}

export const getMeQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: meKeys.detail(userId),
    queryFn: ({ signal }) => getMe(signal),
    staleTime: 60_000,
  });
