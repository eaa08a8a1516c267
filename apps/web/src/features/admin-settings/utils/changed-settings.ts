import { PLATFORM_SETTING_KEYS, type PlatformSettings, type PlatformSettingsPatch } from '@haulclub/shared';

/** The settings whose value differs from the saved one, and nothing else. */
export function changedSettings(saved: PlatformSettings, values: PlatformSettings): PlatformSettingsPatch {
  const patch: PlatformSettingsPatch = {};
  for (const key of PLATFORM_SETTING_KEYS) if (values[key] !== saved[key]) patch[key] = values[key];
  return patch;
}
