import { SPEED_SCORE } from '@/content/speed-score';
import { isApiError } from '@/lib/api-client';

/** The server's words for a failed call, or a generic line for anything else. */
export function errorDetail(error: unknown): string {
  return isApiError(error) ? error.detail : SPEED_SCORE.unknownError;
}
