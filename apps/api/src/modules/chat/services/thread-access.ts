import { ownedOr404, type Principal } from '../../auth/index';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { findThread, type ThreadRow, type ThreadSide } from '../repository';

const parties = (thread: ThreadRow) => [thread.truckerId, thread.brokerId];

/** A thread its trucker, its broker or an admin may read; 404 for anyone else. */
export async function findReadableThread(
  db: DbExecutor,
  principal: Principal,
  id: string,
): Promise<ThreadRow> {
  return ownedOr404(await findThread(db, id), principal, parties, 'Chat thread', { admin: true });
}

/**
 * A thread the caller takes part in, and their side of it: 404 for anyone
 * else, 403 for an admin (who may read an existing thread, so is told why).
 */
export async function findPartyThread(
  db: DbExecutor,
  principal: Principal,
  id: string,
): Promise<{ thread: ThreadRow; side: ThreadSide }> {
  return partyThreadOf(await findThread(db, id), principal);
}

/** The thread (read by the caller) as `findPartyThread` returns it, or its refusal. */
export function partyThreadOf(
  found: ThreadRow | undefined,
  principal: Principal,
): { thread: ThreadRow; side: ThreadSide } {
  if (found && principal.role === 'admin') {
    throw new AppError('forbidden', 'Admins can read threads but not post');
  }
  const thread = ownedOr404(found, principal, parties, 'Chat thread');
  return { thread, side: thread.truckerId === principal.userId ? 'trucker' : 'broker' };
}

/** The side of threads a trucker or broker lists theirs by. */
export function sideOf(principal: Principal): ThreadSide {
  return principal.role === 'trucker' ? 'trucker' : 'broker';
}
