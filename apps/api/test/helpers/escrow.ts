import { randomUUID } from 'node:crypto';
import type { DbExecutor } from '../../src/db/client';
import { users } from '../../src/db/schema/index';
import { createTransfers } from '../../src/modules/ledger/index';
import {
  applyEscrowEvent,
  EscrowRuleError,
  resolveTransfers,
  type EscrowContext,
  type EscrowEvent,
  type EscrowState,
} from '../../src/modules/escrow/index';

/** A bare user row: enough for the ledger's member accounts (keyed by user). */
export async function insertMember(db: DbExecutor, role: 'broker' | 'trucker'): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ email: `${role}-${randomUUID()}@haulclub.test`, role })
    .returning({ id: users.id });
  if (!row) throw new Error('no user inserted');
  return row.id;
}

/** Applies an event and submits its transfers, as the wiring will do in one transaction. */
export async function applyAndSubmit(
  db: DbExecutor,
  state: EscrowState,
  event: EscrowEvent,
  ctx: EscrowContext,
) {
  const outcome = applyEscrowEvent(state, event, ctx);
  const inputs = await resolveTransfers(db, state, outcome.transfers);
  const results = await createTransfers(db, inputs);
  return { ...outcome, inputs, results };
}

/** The EscrowRuleError code a call fails with (or 'ok'). */
export function escrowErrorOf(run: () => unknown): string {
  try {
    run();
    return 'ok';
  } catch (error) {
    if (error instanceof EscrowRuleError) return error.code;
    throw error;
  }
}
