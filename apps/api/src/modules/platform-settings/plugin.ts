import fp from 'fastify-plugin';
import type { PlatformSettings, PlatformSettingsPatch } from '@haulclub/shared';
import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { recordAudit, type RequestContext } from '../audit/index';
import { readSettings, SETTINGS_CHANNEL, writeSettings } from './repository';
import { settingsRoutes } from './routes';

type Listener = (settings: PlatformSettings, previous: PlatformSettings) => void | Promise<void>;

export interface PlatformSettingsService {
  /** The settings now in force in this process (synchronous: read from memory). */
  current(): PlatformSettings;
  /** Re-reads the table (after a NOTIFY, or in tests). */
  reload(): Promise<PlatformSettings>;
  /**
   * Changes settings: upserted and audited (one entry per changed key, with the old and new
   * value) in one transaction, serialised by an advisory lock; every process reloads on commit.
   * Returns the settings in force after the change.
   */
  update(patch: PlatformSettingsPatch, actor: { userId: string } & RequestContext): Promise<PlatformSettings>;
  /** Runs after every change seen by this process (e.g. to recompute early access at once). */
  onChange(listener: Listener): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    platformSettings: PlatformSettingsService;
  }
}

const SETTINGS_LOCK = sql`SELECT pg_advisory_xact_lock(hashtext('haulclub:platform_settings'))`;

/**
 * The admin's tunable constants (issue 13): loaded at start, kept in memory, reloaded in every
 * process when any of them changes (LISTEN haulclub_settings), so a change applies at once.
 */
export const platformSettingsPlugin = fp(
  async (app) => {
    const db = app.database.db;
    let settings = await readSettings(db);
    const listeners: Listener[] = [];
    const log = app.log.child({ module: 'platform-settings' });

    const apply = async (next: PlatformSettings) => {
      const previous = settings;
      settings = next;
      if (JSON.stringify(previous) === JSON.stringify(next)) return settings;
      for (const listener of listeners) {
        try {
          await listener(next, previous);
        } catch (err) {
          log.error({ err }, 'a settings listener failed');
        }
      }
      return settings;
    };
    // One reload at a time, in order: a reload (an update's, or a NOTIFY's) reads only after the
    // previous one has applied and its listeners have finished, so an older read never lands after
    // a newer one, and an update returns only once its change is applied here (listeners included).
    let reloading: Promise<PlatformSettings> = Promise.resolve(settings);
    const reload = () =>
      (reloading = reloading.catch(() => settings).then(async () => apply(await readSettings(db))));

    const service: PlatformSettingsService = {
      current: () => settings,
      reload,
      onChange: (listener) => void listeners.push(listener),
      async update(patch, actor) {
        await db.transaction(async (tx: DbExecutor) => {
          await tx.execute(SETTINGS_LOCK);
          const before = await readSettings(tx);
          const changed = Object.fromEntries(
            Object.entries(patch).filter(([k, v]) => before[k as keyof PlatformSettings] !== v),
          ) as Partial<PlatformSettings>;
          if (Object.keys(changed).length === 0) return;
          await writeSettings(tx, changed, actor.userId);
          for (const [key, value] of Object.entries(changed)) {
            await recordAudit(tx, {
              action: 'settings.changed',
              actorUserId: actor.userId,
              targetType: 'setting',
              targetId: key,
              ip: actor.ip,
              userAgent: actor.userAgent,
              data: { from: before[key as keyof PlatformSettings], to: value },
            });
          }
        });
        return reload();
      },
    };
    app.decorate('platformSettings', service);
    await app.register(settingsRoutes(db, service));
    await app.listener.listen(SETTINGS_CHANNEL, () => {
      reload().catch((err: unknown) => log.error({ err }, 'reloading settings failed'));
    });
  },
  { name: 'platform-settings', dependencies: ['infrastructure'] },
);
