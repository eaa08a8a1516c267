import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findLoadRow, type LoadRow } from '../repository/load-writes';

export const BOOKED_NO_EDIT = 'This load has been booked and can no longer be edited';

/** The broker's load (another broker's, or none, is a 404). */
export async function ownLoadRow(db: DbExecutor, loadId: string, brokerId: string): Promise<LoadRow> {
  const row = await findLoadRow(db, loadId);
  if (!row || row.brokerId !== brokerId) throw AppError.notFound('Load');
  return row;
}

/** Why a load past the unbooked stage refuses a change: booked (or further), or cancelled. */
export function notUnbooked(row: LoadRow, change: 'edited' | 'reposted' | 'cancelled'): AppError {
  if (row.status === 'cancelled') {
    return new AppError('conflict', `This load was cancelled and can no longer be ${change}`);
  }
  return new AppError(
    'conflict',
    change === 'edited' ? BOOKED_NO_EDIT : `This load has been booked and can no longer be ${change}`,
  );
}

export const isUnbooked = (row: LoadRow) => row.status === 'active' || row.status === 'expired';
