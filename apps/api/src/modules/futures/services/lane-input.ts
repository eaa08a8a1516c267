import type { FieldError } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { resolveFuturesLane, type FuturesLane } from '../../forecast/index';

/**
 * Locates a futures lane (resolveFuturesLane); its field errors (lane_from, lane_to) are added to
 * `errors` instead of thrown, so one 400 names every bad field of the request.
 */
export function laneOrErrors(laneFrom: string, laneTo: string, errors: FieldError[]): FuturesLane | null {
  try {
    return resolveFuturesLane(laneFrom, laneTo);
  } catch (error) {
    if (error instanceof AppError && error.fieldErrors) {
      errors.push(...error.fieldErrors);
      return null;
    }
    throw error;
  }
}

/** Dollars with at most two decimals (the schema checked) → integer cents. */
export const toCents = (dollars: number) => Math.round(dollars * 100);
