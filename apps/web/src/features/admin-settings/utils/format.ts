import { isApiError } from '@/lib/api-client';

/** What to tell the admin about a failed call: the problem's detail, else the error message. */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
