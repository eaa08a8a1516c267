import { platformSettingsView, type PlatformSettingsPatch } from '@haulclub/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { platformSettingsKey } from './get-platform-settings';

/** PATCH /api/admin/settings with only the changed settings; then the settings are read again. */
export function useUpdatePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: PlatformSettingsPatch) =>
      apiRequest('/api/admin/settings', { method: 'PATCH', body: patch, schema: platformSettingsView }),
    onSuccess: async (view) => {
      queryClient.setQueryData(platformSettingsKey, view);
      await queryClient.invalidateQueries({ queryKey: platformSettingsKey });
    },
  });
}
