import { AppError } from '../../../lib/errors';
import type { Principal } from './principal';

/**
 * Returns `row` when the principal is one of its parties, else a 404 for
 * `what` (not 403: another party's object must look like it does not exist).
 * `admin: true` lets admins through.
 */
export function ownedOr404<T>(
  row: T | undefined | null,
  principal: Principal,
  parties: (row: T) => readonly (string | null | undefined)[],
  what: string,
  options: { admin?: boolean } = {},
): T {
  if (row && (parties(row).includes(principal.userId) || (options.admin && principal.role === 'admin'))) {
    return row;
  }
  throw AppError.notFound(what);
}
