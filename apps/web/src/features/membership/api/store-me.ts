import type { MeResponse } from '@haulclub/shared';
import type { QueryClient } from '@tanstack/react-query';

import { meKeys } from '@/lib/me';

/** Puts the fresh GET /api/me answer in the cache and refetches it, so guards see onboardingComplete. */
export async function storeMe(queryClient: QueryClient, me: MeResponse): Promise<void> {
  queryClient.setQueryData(meKeys.detail(me.id), me);
  await queryClient.invalidateQueries({ queryKey: meKeys.all });
}
