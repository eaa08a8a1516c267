import type { FastifyRequest } from 'fastify';
import type { RequestContext } from './record-audit';

/** Who made the request (IP and user agent), for audit entries. */
export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip ?? null, userAgent: request.headers['user-agent'] ?? null };
}
