import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors';
import { AuthError, type AuthErrorCode } from '../auth-error';

export const API_VERSION_HEADER = 'x-supabase-api-version';
export const API_VERSION = '2024-01-01';

/** GoTrue's error body: { code: <HTTP status>, error_code, msg } (+ weak_password). */
export function sendAuthError(reply: FastifyReply, error: AuthError): FastifyReply {
  if (error.extra.headers) reply.headers(error.extra.headers);
  return reply
    .code(error.status)
    .type('application/json; charset=utf-8')
    .send({
      code: error.status,
      error_code: error.code,
      msg: error.message,
      ...(error.extra.weakPasswordReasons
        ? { weak_password: { reasons: error.extra.weakPasswordReasons } }
        : {}),
    });
}

const APP_TO_AUTH: Partial<Record<AppError['code'], AuthErrorCode>> = {
  rate_limited: 'over_request_rate_limit',
  validation_failed: 'validation_failed',
  bad_request: 'bad_json',
  unauthorized: 'no_authorization',
  not_found: 'not_found',
};

/** Translates any failure inside /auth/v1 into GoTrue's error shape, as auth-js parses it. */
export function toAuthError(error: FastifyError | AppError | AuthError | Error): AuthError | undefined {
  if (error instanceof AuthError) return error;
  if (error instanceof AppError) {
    const code = APP_TO_AUTH[error.code];
    if (!code) return undefined;
    const msg = code === 'over_request_rate_limit' ? 'Request rate limit reached' : error.detail;
    return new AuthError(error.status, code, msg, { headers: error.options.headers ?? {} });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const detail = error.validation
      .map(
        (v) =>
          `${v.instancePath.replace(/^\//, '').replace(/\//g, '.') || 'body'}: ${v.message ?? 'invalid'}`,
      )
      .join('; ');
    return new AuthError(400, 'validation_failed', detail);
  }
  const status = (error as FastifyError).statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code: AuthErrorCode = status === 429 ? 'over_request_rate_limit' : 'bad_json';
    return new AuthError(status, code, error.message);
  }
  return undefined;
}

/** Sets the encapsulated /auth/v1 error handler and the API version header on every answer. */
export function useGoTrueErrors(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply) => {
    reply.header(API_VERSION_HEADER, API_VERSION);
  });
  app.setErrorHandler((error: FastifyError | AppError | AuthError, request, reply) => {
    const authError = toAuthError(error);
    if (authError) return sendAuthError(reply, authError);
    request.log.error({ err: error }, 'unhandled auth error');
    return sendAuthError(
      reply,
      new AuthError(
        500,
        'unexpected_failure',
        'Unexpected failure, please check server logs for more information',
      ),
    );
  });
}
