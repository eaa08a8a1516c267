import fp from 'fastify-plugin';
import { createFmcsaClient } from './fmcsa-client';
import { FMCSA_VERIFY_JOB } from './job-kind';
import { verifyApplication } from './verify-application';

/** The fmcsa module: the job that checks broker applications against FMCSA's QCMobile API. */
export const fmcsaPlugin = fp(
  async (app) => {
    const { baseUrl, webKey, timeoutMs, attempts } = app.config.fmcsa;
    const log = app.log.child({ module: 'fmcsa' });
    const client = webKey ? createFmcsaClient({ baseUrl, webKey, timeoutMs, attempts, log }) : null;
    if (!client) log.info('FMCSA_WEB_KEY is not set: broker applications wait for manual review');
    const deps = { db: app.database.db, client, live: app.live };
    app.jobs.register(FMCSA_VERIFY_JOB, (payload, ctx) => verifyApplication(deps, payload, ctx));
  },
  { name: 'fmcsa', dependencies: ['infrastructure', 'jobs'] },
);
