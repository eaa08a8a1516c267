import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  platformSettingsPatch,
  platformSettingsView,
  problem,
  type PlatformSettingsView,
} from '@haulclub/shared';
import type { Db } from '../../db/client';
import { requestContext } from '../audit/index';
import { principalOf } from '../auth/index';
import type { PlatformSettingsService } from './plugin';
import { readSettingChanges } from './repository';

const adminOnly = { auth: { roles: ['admin' as const] } };
const errors = { 400: problem, 401: problem, 403: problem };

/** The settings in force with the last change of each (as this process sees them). */
async function settingsView(db: Db, service: PlatformSettingsService): Promise<PlatformSettingsView> {
  return { settings: service.current(), changes: await readSettingChanges(db) };
}

/**
 * Admins: the platform's tunable constants (`/admin/settings`). A PATCH validates every value
 * (400 naming the setting; an unknown setting is refused; nothing changes on a 4xx), stores and
 * audits each changed one in one transaction, and every API process applies it at once.
 */
export function settingsRoutes(db: Db, service: PlatformSettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/settings',
      {
        config: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'The platform settings in force, with the last change of each',
          response: { 200: platformSettingsView, ...errors },
        },
      },
      async () => settingsView(db, service),
    );

    app.patch(
      '/api/admin/settings',
      {
        config: adminOnly,
        schema: {
          tags: ['admin'],
          summary: 'Change platform settings (validated, audited, applied in every process at once)',
          body: platformSettingsPatch,
          response: { 200: platformSettingsView, ...errors },
        },
      },
      async (request) => {
        const { userId } = await principalOf(request);
        await service.update(request.body, { userId, ...requestContext(request) });
        return settingsView(db, service);
      },
    );
  };
}
