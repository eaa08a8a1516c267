import type { ContractView } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Principal } from '../../auth/index';
import { findContract, type ContractRecord } from '../repository/contract-views';
import { toContractView } from '../views';

/** Another member's contract must look like it does not exist. */
export const contractNotFound = () => new AppError('not_found', 'Contract not found');

/** The contract, if the principal is its broker or trucker (or, with `admin`, an admin); 404 otherwise. */
export async function readableContract(
  db: DbExecutor,
  principal: Principal,
  id: string,
  options: { admin?: boolean } = {},
): Promise<ContractRecord> {
  const row = await findContract(db, id);
  const party = row && (row.brokerId === principal.userId || row.truckerId === principal.userId);
  if (!row || !(party || (options.admin && principal.role === 'admin'))) throw contractNotFound();
  return row;
}

export async function contractViewFor(db: DbExecutor, id: string, viewerId: string): Promise<ContractView> {
  const row = await findContract(db, id);
  if (!row) throw contractNotFound();
  return toContractView(row, viewerId);
}
