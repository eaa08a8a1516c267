import {
  DEFAULT_PLATFORM_SETTINGS,
  PLATFORM_SETTING_KEYS,
  platformSettings as platformSettingsSchema,
  type PlatformSettingKey,
  type PlatformSettings,
} from '@haulclub/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { platformSettings } from '../../db/schema/index';

export const SETTINGS_CHANNEL = 'haulclub_settings';

/** The stored settings over the defaults; a stored value that no longer validates falls back to its default. */
export async function readSettings(db: DbExecutor): Promise<PlatformSettings> {
  const rows = await db
    .select({ key: platformSettings.key, value: platformSettings.value })
    .from(platformSettings);
  const merged: Record<string, unknown> = { ...DEFAULT_PLATFORM_SETTINGS };
  for (const row of rows) {
    if (!(PLATFORM_SETTING_KEYS as string[]).includes(row.key)) continue;
    const key = row.key as PlatformSettingKey;
    const one = platformSettingsSchema.shape[key].safeParse(row.value);
    if (one.success) merged[key] = one.data;
  }
  return merged as PlatformSettings;
}

/** Upserts the given values (each already validated) and NOTIFYs every process on commit. */
export async function writeSettings(
  tx: DbExecutor,
  values: Partial<PlatformSettings>,
  updatedBy: string | null,
): Promise<void> {
  for (const [key, value] of Object.entries(values)) {
    await tx
      .insert(platformSettings)
      .values({ key, value, updatedBy, updatedAt: sql`now()` })
      .onConflictDoUpdate({
        target: platformSettings.key,
        set: { value, updatedBy, updatedAt: sql`now()` },
      });
  }
  await tx.execute(sql`SELECT pg_notify(${SETTINGS_CHANNEL}, 'changed')`);
}
