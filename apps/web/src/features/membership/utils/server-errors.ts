import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { UNKNOWN_ERROR } from '@/content/membership';
import { isApiError } from '@/lib/api-client';

/**
 * Shows a problem's per-field errors (a 400, or a 409 naming `email` or `mcNumber`) under the
 * matching form fields (a dotted path goes to its first segment). `aliases` maps a server field to a
 * form field (e.g. cents → dollars).
 * Returns the form fields that received an error, in the order of `fields`.
 */
export function applyProblemFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
  aliases: Partial<Record<string, Path<T>>> = {},
): Path<T>[] {
  if (!isApiError(error)) return [];
  const messages: Partial<Record<string, string>> = {};
  for (const [path, message] of Object.entries(error.fieldErrorMap())) {
    // "lanes.1.origin" belongs to the lanes field.
    const field = path.split('.')[0] ?? path;
    messages[aliases[field] ?? field] ??= message;
  }
  const applied = fields.filter((field) => messages[field]);
  applied.forEach((field, index) => {
    setError(field, { type: 'server', message: messages[field] ?? '' }, { shouldFocus: index === 0 });
  });
  return applied;
}

/** The message to toast for a failed call. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return error instanceof Error && error.message ? error.message : UNKNOWN_ERROR;
}
