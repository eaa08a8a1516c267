import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import websocket from '@fastify/websocket';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { Database } from './db/client';
import { errorsPlugin } from './plugins/errors';
import { infrastructurePlugin } from './plugins/infrastructure';
import { openapiPlugin } from './plugins/openapi';
import { securityPlugin } from './plugins/security';
import { textInputPlugin } from './plugins/text-input';
import { webAppPlugin } from './plugins/web-app';
import { mailPlugin } from './modules/mail/plugin';
import type { MailTransport } from './modules/mail/transport';
import { healthRoutes } from './modules/health/routes';
import { publicConfigRoutes } from './modules/public-config/routes';
import { devMailboxRoutes } from './modules/dev-mailbox/routes';
import { inviteRequestRoutes } from './modules/invite-requests/routes';
import { liveRoutes } from './modules/live/routes';
import { authPlugin, goTrueRoutes, meRoutes, routePolicyPlugin } from './modules/auth/index';
import { jobsPlugin } from './modules/jobs/index';
import { platformSettingsPlugin } from './modules/platform-settings/index';
import { fmcsaPlugin } from './modules/fmcsa/index';
import { membershipPlugin } from './modules/membership/index';
import { invitationsPlugin } from './modules/invitations/index';
import { paymentsPlugin } from './modules/payments/index';
import { alertsPlugin } from './modules/alerts/index';
import { marketPlugin } from './modules/market/index';
import { forecastPlugin } from './modules/forecast/index';
import { loadsPlugin } from './modules/loads/index';
import { chatPlugin } from './modules/chat/index';
import { contractsPlugin } from './modules/contracts/index';
import { futuresPlugin } from './modules/futures/index';
import { moneyReportsPlugin } from './modules/money-reports/index';
import { payoutsPlugin } from './modules/payouts/index';
import { speedScorePlugin } from './modules/speed-score/index';
import { ratingsPlugin } from './modules/ratings/index';
import { adminAnalyticsPlugin } from './modules/admin-analytics/index';

export interface BuildAppOptions {
  config: AppConfig;
  /** The caller owns the database and closes it after the app. */
  database: Database;
  logger?: FastifyServerOptions['logger'];
  mailTransport?: MailTransport;
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      // One-time tokens and auth codes travel in query strings (email links, PKCE): keep them out of logs.
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        url: redactUrl(req.url),
        remoteAddress: req.ip,
      }),
    },
    ...(config.logPretty
      ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : {}),
  };
}

const SECRET_PARAMS =
  /([?&](?:token|token_hash|code|code_verifier|refresh_token|access_token|invite)=)[^&#]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMS, '$1[redacted]');
}

/**
 * Fastify's two info lines per request ("incoming request", "request completed") cost more than a small route
 * itself. This keeps one line for a request that failed (an error, a 5xx) or took at least `slowMs`; every
 * other request is logged only at debug level (pino makes a disabled level a no-op). Fastify's other lines
 * (handled errors, broken streams, 404s) are unchanged.
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest): void {
    request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const responseTime = reply.elapsedTime;
    if (error) {
      reply.log.error({ req: request, res: reply, err: error, responseTime }, 'request errored');
    } else if (reply.statusCode >= 500 || responseTime >= this.slowMs) {
      reply.log.warn({ req: request, res: reply, responseTime }, 'request completed');
    } else {
      reply.log.debug({ res: reply, responseTime }, 'request completed');
    }
  }
}

/** Builds the whole HaulClub API without listening, so tests can inject requests. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    logController: new RequestLogController(config.logSlowRequestMs),
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });

  await app.register(errorsPlugin);
  await app.register(infrastructurePlugin, { config, database: options.database });
  await app.register(securityPlugin);
  // After security: a route's rate limit then runs before its auth guard, so requests with bad tokens count too.
  await app.register(routePolicyPlugin);
  await app.register(textInputPlugin);
  await app.register(openapiPlugin);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(mailPlugin, options.mailTransport ? { transport: options.mailTransport } : {});
  await app.register(jobsPlugin);
  await app.register(platformSettingsPlugin);
  await app.register(authPlugin);

  await app.register(healthRoutes);
  await app.register(publicConfigRoutes);
  await app.register(inviteRequestRoutes);
  await app.register(devMailboxRoutes);
  await app.register(liveRoutes);
  await app.register(goTrueRoutes, { prefix: '/auth/v1' });
  await app.register(meRoutes);
  await app.register(fmcsaPlugin);
  await app.register(membershipPlugin);
  await app.register(invitationsPlugin);
  await app.register(paymentsPlugin);
  await app.register(alertsPlugin);
  await app.register(marketPlugin);
  await app.register(forecastPlugin);
  await app.register(loadsPlugin);
  await app.register(chatPlugin);
  await app.register(contractsPlugin);
  await app.register(futuresPlugin);
  await app.register(moneyReportsPlugin);
  await app.register(payoutsPlugin);
  await app.register(speedScorePlugin);
  await app.register(ratingsPlugin);
  await app.register(adminAnalyticsPlugin);
  await app.register(webAppPlugin);

  return app;
}
