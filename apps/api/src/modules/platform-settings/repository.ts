import {
  DEFAULT_PLATFORM_SETTINGS,
  PLATFORM_SETTING_KEYS,
  platformSettings as platformSettingsSchema,
  type PlatformSettingKey,
  type PlatformSettings,
  type PlatformSettingsView,
} from '@haulclub/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { platformSettings, users } from '../../db/schema/index';

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

/** The last change of each stored setting (known keys only), with who made it, newest first. */
export async function readSettingChanges(db: DbExecutor): Promise<PlatformSettingsView['changes']> {
  const rows = await db
    .select({
      key: platformSettings.key,
      updatedAt: platformSettings.updatedAt,
      userId: users.id,
      email: users.email,
    })
    .from(platformSettings)
    .leftJoin(users, eq(users.id, platformSettings.updatedBy))
    .orderBy(desc(platformSettings.updatedAt), platformSettings.key);
  return rows
    .filter((r) => (PLATFORM_SETTING_KEYS as string[]).includes(r.key))
    .map((r) => ({
      key: r.key as PlatformSettingKey,
      updatedAt: r.updatedAt.toISOString(),
      updatedBy: r.userId && r.email ? { id: r.userId, email: r.email } : null,
    }));
}
