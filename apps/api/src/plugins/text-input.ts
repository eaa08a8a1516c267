import fp from 'fastify-plugin';
import type { FieldError } from '@haulclub/shared';
import { AppError } from '../lib/errors';

const NUL = '\u0000';
const MAX_DEPTH = 20;

/** Every field (dotted path, as validation errors name them) whose text or key holds a NUL character. */
export function fieldsWithNul(value: unknown, path: string, found: string[] = [], depth = 0): string[] {
  if (typeof value === 'string') {
    if (value.includes(NUL)) found.push(path);
  } else if (Array.isArray(value)) {
    if (depth < MAX_DEPTH) value.forEach((item, i) => fieldsWithNul(item, `${path}.${i}`, found, depth + 1));
  } else if (value !== null && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, item] of Object.entries(value)) {
      const field = depth === 0 ? key : `${path}.${key}`;
      if (key.includes(NUL)) found.push(field);
      else if (depth < MAX_DEPTH) fieldsWithNul(item, field, found, depth + 1);
    }
  }
  return found;
}

/**
 * PostgreSQL text cannot hold a NUL character, so no request may carry one: any field of the body, query or
 * path that does is a 400 naming it, before validation and before anything is stored.
 */
export const textInputPlugin = fp(
  async (app) => {
    app.addHook('preValidation', async (request) => {
      const fields = [
        ...fieldsWithNul(request.params, 'params'),
        ...fieldsWithNul(request.query, 'query'),
        ...fieldsWithNul(request.body, 'body'),
      ];
      if (fields.length === 0) return;
      const errors: FieldError[] = fields.map((field) => ({
        field,
        message: 'Must not contain a NUL character',
      }));
      throw AppError.validation(errors);
    });
  },
  { name: 'text-input' },
);
