import { platformSettingsView, type PlatformSettingsView } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/** Under 'admin', like every admin query, so an admin-wide invalidation refreshes it too. */
export const platformSettingsKey = ['admin', 'settings'] as const;

/** GET /api/admin/settings: every setting's value and the last change of each. */
export function getPlatformSettings(signal?: AbortSignal): Promise<PlatformSettingsView> {
  return api.get('/api/admin/settings', { schema: platformSettingsView, ...(signal ? { signal } : {}) });
}

export const getPlatformSettingsQueryOptions = () =>
  queryOptions({
    queryKey: platformSettingsKey,
    queryFn: ({ signal }) => getPlatformSettings(signal),
  });

export function usePlatformSettings() {
  return useQuery(getPlatformSettingsQueryOptions());
}
