import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FieldError, Problem, ProblemExtensions } from '@haulclub/shared';
import { ERROR_CATALOG, problemType, type ErrorCode } from '../lib/errors';

/** Sends an RFC 9457 problem response. */
export function sendProblem(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ErrorCode,
  detail: string,
  fieldErrors?: FieldError[],
  extensions?: ProblemExtensions,
): FastifyReply {
  const { status, title } = ERROR_CATALOG[code];
  const body: Problem = {
    type: problemType(code),
    title,
    status,
    detail,
    code,
    instance: request.url.split('?')[0],
    requestId: request.id,
    ...(fieldErrors && fieldErrors.length > 0 ? { errors: fieldErrors } : {}),
    ...extensions,
  };
  return reply.code(status).type('application/problem+json; charset=utf-8').send(body);
}
