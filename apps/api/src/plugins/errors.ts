import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import type { FieldError } from '@haulclub/shared';
import { AppError, type ErrorCode } from '../lib/errors';
import { sendProblem } from './problem-reply';

const CONTEXT_FIELD: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

/** Maps Fastify's own 4xx errors to stable codes. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'bad_request',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'bad_request',
  FST_ERR_CTP_INVALID_JSON_BODY: 'bad_request',
};

/**
 * One error format for every failure: application/problem+json with a stable
 * code. Bad input names each field; 5xx never leaks internals.
 */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError | AppError | Error, request, reply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error.cause ?? error }, error.detail);
      if (error.options.headers) reply.headers(error.options.headers);
      return sendProblem(
        request,
        reply,
        error.code,
        error.detail,
        error.fieldErrors,
        error.options.extensions,
      );
    }

    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as { validationContext?: string }).validationContext ?? 'body';
      const fieldErrors: FieldError[] = error.validation.map((v) => {
        const path = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
        return { field: path || CONTEXT_FIELD[context] || context, message: v.message ?? 'Invalid value' };
      });
      return sendProblem(
        request,
        reply,
        'validation_failed',
        fieldErrors.map((e) => `${e.field}: ${e.message}`).join('; '),
        fieldErrors,
      );
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return sendProblem(
        request,
        reply,
        'internal_error',
        'Something went wrong on our side. Please try again.',
      );
    }

    const fastifyError = error as FastifyError;
    const status = fastifyError.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code: ErrorCode =
        (fastifyError.code && FASTIFY_CODES[fastifyError.code]) ||
        (status === 401
          ? 'unauthorized'
          : status === 403
            ? 'forbidden'
            : status === 404
              ? 'not_found'
              : status === 429
                ? 'rate_limited'
                : 'bad_request');
      return sendProblem(request, reply, code, fastifyError.message);
    }

    request.log.error({ err: error }, 'unhandled error');
    const code: ErrorCode = status === 503 ? 'service_unavailable' : 'internal_error';
    return sendProblem(request, reply, code, 'Something went wrong on our side. Please try again.');
  });
});
