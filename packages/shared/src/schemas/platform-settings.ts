import { z } from 'zod';
import {
  PLATFORM_SETTING_KEYS,
  PLATFORM_SETTING_RULES,
  type PlatformSettingKey,
} from '../domain/platform-settings';
import { isoDateTime } from './formats';

const settingValue = (key: PlatformSettingKey) => {
  const r = PLATFORM_SETTING_RULES[key];
  const message = `${r.label}: a whole number from ${r.min} to ${r.max}`;
  return z.number({ error: message }).int(message).min(r.min, message).max(r.max, message);
};

/** Every setting with its current value. */
export const platformSettings = z.object(
  Object.fromEntries(PLATFORM_SETTING_KEYS.map((k) => [k, settingValue(k)])) as {
    [K in PlatformSettingKey]: ReturnType<typeof settingValue>;
  },
);

/** PATCH /api/admin/settings: any subset, each validated; unknown keys are refused. */
export const platformSettingsPatch = platformSettings
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, { message: 'Change at least one setting' });
export type PlatformSettingsPatch = z.infer<typeof platformSettingsPatch>;

/** GET/PATCH /api/admin/settings response. */
export const platformSettingsView = z.object({
  settings: platformSettings,
  /** The last change of each setting that was ever changed. */
  changes: z.array(
    z.object({
      key: z.enum(PLATFORM_SETTING_KEYS as [PlatformSettingKey, ...PlatformSettingKey[]]),
      updatedAt: isoDateTime,
      updatedBy: z.object({ id: z.uuid(), email: z.string() }).nullable(),
    }),
  ),
});
export type PlatformSettingsView = z.infer<typeof platformSettingsView>;
