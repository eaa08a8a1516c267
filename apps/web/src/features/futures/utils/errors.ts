import { isApiError } from '@/lib/api-client';

/** The server's words for a failure (a problem's `detail`), else the error's own message. */
export function errorMessage(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
