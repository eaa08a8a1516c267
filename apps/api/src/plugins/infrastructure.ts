import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { PgListener } from '../db/pg-listener';
import { LivePubSub } from '../modules/live/pubsub';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    database: Database;
    listener: PgListener;
    live: LivePubSub;
  }
}

/** Decorates the app with its configuration, database, LISTEN connection and live pub/sub. */
export const infrastructurePlugin = fp(
  async (app, opts: { config: AppConfig; database: Database }) => {
    app.decorate('config', opts.config);
    app.decorate('database', opts.database);
    const listener = new PgListener(opts.database.connectionString, app.log.child({ module: 'listener' }));
    await listener.start();
    app.decorate('listener', listener);
    const live = new LivePubSub(opts.database.db, listener);
    await live.start();
    app.decorate('live', live);
    app.addHook('onClose', async () => listener.close());
  },
  { name: 'infrastructure' },
);
