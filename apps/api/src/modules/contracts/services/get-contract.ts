import type { ContractView } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import type { Principal } from '../../auth/index';
import { toContractView } from '../views';
import { readableContract } from './contract-access';

/** GET /api/contracts/:id: its two parties and admins; 404 "Contract not found" for anyone else. */
export async function getContract(db: DbExecutor, principal: Principal, id: string): Promise<ContractView> {
  return toContractView(await readableContract(db, principal, id, { admin: true }), principal.userId);
}
