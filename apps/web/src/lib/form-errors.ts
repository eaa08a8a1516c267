import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';

import { isApiError } from './api-client';

/**
 * Shows a 400 problem's field errors under the matching form fields.
 * Returns how many fields received an error.
 */
export function applyServerFieldErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly Path<T>[],
): number {
  if (!isApiError(error) || error.status !== 400) return 0;
  const messages = error.fieldErrorMap();
  let applied = 0;
  for (const field of fields) {
    const message = messages[field];
    if (message) {
      setError(field, { type: 'server', message }, { shouldFocus: applied === 0 });
      applied += 1;
    }
  }
  return applied;
}
