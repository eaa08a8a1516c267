import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import {
  SANDBOX_NON_TEST_CARD_MESSAGE,
  SANDBOX_TEST_CARDS,
  sandboxCardInput,
  type SandboxCardInput,
} from '@haulclub/shared';
import type { Db, DbExecutor } from '../../../db/client';
import {
  sandboxCharges,
  sandboxConnectAccounts,
  sandboxFaults,
  sandboxRefunds,
  sandboxTransfers,
} from '../../../db/schema/index';
import {
  PaymentProviderError,
  type ChargeResult,
  type CreateChargeInput,
  type CreateTransferInput,
  type ProviderTransferGroup,
  type RefundChargeInput,
} from '../providers/provider';

/** The sandbox's money calls, for failure injection ('*' is any of them). */
export type SandboxOperation = 'charge' | 'refund' | 'transfer';

const newId = (prefix: string) => `${prefix}${randomBytes(12).toString('hex')}`;

/** A fingerprint of a request's parameters: the same key with other parameters is refused, as Stripe does. */
export function requestHash(params: Record<string, unknown>): string {
  const canonical = JSON.stringify(
    Object.keys(params)
      .sort()
      .map((k) => [k, params[k] ?? null]),
  );
  return createHash('sha256').update(canonical).digest('hex');
}

const invalid = (message: string) => new PaymentProviderError(message, { code: 'invalid_request' });

function reusedKey(idempotencyKey: string): PaymentProviderError {
  return new PaymentProviderError(
    `Idempotency key ${idempotencyKey} was already used with different parameters`,
    { code: 'idempotency_key_reused' },
  );
}

/**
 * Runs one idempotent call: serialised per idempotency key (an advisory lock
 * for the transaction), it returns the stored answer for a key already used
 * with the same parameters and refuses one used with others. The unique key
 * columns are the backstop.
 */
async function once<T>(
  db: Db,
  idempotencyKey: string,
  hash: string,
  find: (tx: DbExecutor) => Promise<{ requestHash: string; result: T } | undefined>,
  create: (tx: DbExecutor) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtext('sandbox-idempotency:' || ${idempotencyKey}))`,
    );
    const existing = await find(tx);
    if (existing) {
      if (existing.requestHash !== hash) throw reusedKey(idempotencyKey);
      return existing.result;
    }
    return create(tx);
  });
}

/** Fails the call as a retryable outage when a fault is armed for it (see armSandboxFault). */
export async function consumeSandboxFault(db: DbExecutor, operation: SandboxOperation): Promise<void> {
  for (const name of [operation, '*']) {
    const hit = await db
      .update(sandboxFaults)
      .set({ remaining: sql`${sandboxFaults.remaining} - 1` })
      .where(and(eq(sandboxFaults.operation, name), gt(sandboxFaults.remaining, 0)))
      .returning({ operation: sandboxFaults.operation });
    if (hit.length > 0) {
      throw new PaymentProviderError(`The sandbox provider is unavailable (injected ${operation} fault)`, {
        code: 'unavailable',
      });
    }
  }
}

/** Arms (or with 0 disarms) a fault: the next `times` calls of `operation` fail as a provider 5xx. */
export async function armSandboxFault(
  db: DbExecutor,
  operation: SandboxOperation | '*',
  times: number,
): Promise<void> {
  await db
    .insert(sandboxFaults)
    .values({ operation, remaining: times })
    .onConflictDoUpdate({ target: sandboxFaults.operation, set: { remaining: times } });
}

function cardOf(paymentMethod: CreateChargeInput['paymentMethod']): SandboxCardInput {
  const parsed = sandboxCardInput.safeParse(paymentMethod);
  if (!parsed.success) throw invalid('The sandbox charge needs valid card details');
  return parsed.data;
}

function outcomeOf(
  card: SandboxCardInput,
): { status: 'succeeded' } | { status: 'declined'; message: string } {
  const test = (
    SANDBOX_TEST_CARDS as Record<string, (typeof SANDBOX_TEST_CARDS)[keyof typeof SANDBOX_TEST_CARDS]>
  )[card.number];
  if (!test) return { status: 'declined', message: SANDBOX_NON_TEST_CARD_MESSAGE };
  return test.outcome === 'succeeded'
    ? { status: 'succeeded' }
    : { status: 'declined', message: test.message };
}

const chargeResult = (row: typeof sandboxCharges.$inferSelect): ChargeResult =>
  row.status === 'succeeded'
    ? { status: 'succeeded', chargeId: row.id }
    : {
        status: 'declined',
        chargeId: row.id,
        declineMessage: row.declineMessage ?? 'Your card was declined.',
      };

/** A simulated card charge; declines are stored too, so a retry gets the same decline. */
export async function createSandboxCharge(db: Db, input: CreateChargeInput): Promise<ChargeResult> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw invalid('The charge amount must be a positive number of cents');
  }
  const card = cardOf(input.paymentMethod);
  // Only the last four digits and the expiry take part: the full number is never stored, not even hashed.
  const hash = requestHash({
    amountCents: input.amountCents,
    cardLast4: card.number.slice(-4),
    exp: `${card.expMonth}/${card.expYear}`,
    transferGroup: input.transferGroup,
    description: input.description,
    customerEmail: input.customerEmail?.toLowerCase(),
  });
  return once(
    db,
    `charge:${input.idempotencyKey}`,
    hash,
    async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxCharges)
        .where(eq(sandboxCharges.idempotencyKey, input.idempotencyKey));
      return row && { requestHash: row.requestHash, result: chargeResult(row) };
    },
    async (tx) => {
      const outcome = outcomeOf(card);
      const [row] = await tx
        .insert(sandboxCharges)
        .values({
          id: newId('ch_sbx_'),
          idempotencyKey: input.idempotencyKey,
          requestHash: hash,
          amountCents: input.amountCents,
          status: outcome.status,
          declineMessage: outcome.status === 'declined' ? outcome.message : null,
          cardLast4: card.number.slice(-4),
          transferGroup: input.transferGroup,
          description: input.description,
          customerEmail: input.customerEmail ?? null,
        })
        .returning();
      if (!row) throw new Error('insert into sandbox_charges returned nothing');
      return chargeResult(row);
    },
  );
}

/** The charge made with this idempotency key, or null when none was made. */
export async function findSandboxCharge(db: Db, idempotencyKey: string): Promise<ChargeResult | null> {
  const [row] = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.idempotencyKey, idempotencyKey));
  return row ? chargeResult(row) : null;
}

async function lockCharge(tx: DbExecutor, chargeId: string) {
  const [charge] = await tx
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.id, chargeId))
    .for('update');
  if (!charge) throw invalid(`No such sandbox charge: ${chargeId}`);
  if (charge.status !== 'succeeded') throw invalid(`Sandbox charge ${chargeId} did not succeed`);
  return charge;
}

/** Refunds part or all of a succeeded charge; the refunds of a charge never exceed it. */
export async function createSandboxRefund(db: Db, input: RefundChargeInput): Promise<{ refundId: string }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw invalid('The refund amount must be a positive number of cents');
  }
  const hash = requestHash({ chargeId: input.chargeId, amountCents: input.amountCents });
  return once(
    db,
    `refund:${input.idempotencyKey}`,
    hash,
    async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxRefunds)
        .where(eq(sandboxRefunds.idempotencyKey, input.idempotencyKey));
      return row && { requestHash: row.requestHash, result: { refundId: row.id } };
    },
    async (tx) => {
      const charge = await lockCharge(tx, input.chargeId);
      if (charge.amountRefundedCents + input.amountCents > charge.amountCents) {
        throw invalid(
          `Refund of ${input.amountCents} cents exceeds what is left of charge ${charge.id} ` +
            `(${charge.amountCents - charge.amountRefundedCents} cents)`,
        );
      }
      const id = newId('re_sbx_');
      await tx.insert(sandboxRefunds).values({
        id,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
        chargeId: charge.id,
        amountCents: input.amountCents,
      });
      await tx
        .update(sandboxCharges)
        .set({ amountRefundedCents: sql`${sandboxCharges.amountRefundedCents} + ${input.amountCents}` })
        .where(eq(sandboxCharges.id, charge.id));
      return { refundId: id };
    },
  );
}

/**
 * A transfer to a sandbox connected account whose payouts are enabled. With a
 * source transaction, the transfers from one charge never exceed what is left
 * of it after refunds (Stripe's rule). The sandbox keeps no platform balance.
 */
export async function createSandboxTransfer(
  db: Db,
  input: CreateTransferInput,
): Promise<{ transferId: string }> {
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0) {
    throw invalid('The transfer amount must be a positive number of cents');
  }
  const hash = requestHash({
    destinationAccountId: input.destinationAccountId,
    amountCents: input.amountCents,
    transferGroup: input.transferGroup,
    sourceTransaction: input.sourceTransaction,
  });
  return once(
    db,
    `transfer:${input.idempotencyKey}`,
    hash,
    async (tx) => {
      const [row] = await tx
        .select()
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.idempotencyKey, input.idempotencyKey));
      return row && { requestHash: row.requestHash, result: { transferId: row.id } };
    },
    async (tx) => {
      const [account] = await tx
        .select()
        .from(sandboxConnectAccounts)
        .where(eq(sandboxConnectAccounts.id, input.destinationAccountId));
      if (!account) throw invalid(`No such sandbox account: ${input.destinationAccountId}`);
      if (!account.payoutsEnabled) {
        throw invalid(
          `Sandbox account ${account.id} cannot receive transfers: its payouts are not enabled (onboarding is not complete)`,
        );
      }
      if (input.sourceTransaction) {
        const charge = await lockCharge(tx, input.sourceTransaction);
        const [used] = await tx
          .select({ cents: sql<number>`coalesce(sum(${sandboxTransfers.amountCents}), 0)::bigint` })
          .from(sandboxTransfers)
          .where(eq(sandboxTransfers.sourceTransaction, charge.id));
        const available = charge.amountCents - charge.amountRefundedCents - Number(used?.cents ?? 0);
        if (input.amountCents > available) {
          throw invalid(
            `Transfer of ${input.amountCents} cents exceeds what is left of charge ${charge.id} (${available} cents)`,
          );
        }
      }
      const id = newId('tr_sbx_');
      await tx.insert(sandboxTransfers).values({
        id,
        idempotencyKey: input.idempotencyKey,
        requestHash: hash,
        destinationAccountId: account.id,
        amountCents: input.amountCents,
        transferGroup: input.transferGroup,
        sourceTransaction: input.sourceTransaction ?? null,
      });
      return { transferId: id };
    },
  );
}

/** The sandbox's charges, refunds and transfers of one transfer group (listTransferGroup). */
export async function listSandboxTransferGroup(
  db: DbExecutor,
  transferGroup: string,
): Promise<ProviderTransferGroup> {
  const charges = await db
    .select()
    .from(sandboxCharges)
    .where(eq(sandboxCharges.transferGroup, transferGroup))
    .orderBy(sandboxCharges.createdAt);
  const refunds = await db
    .select({
      id: sandboxRefunds.id,
      chargeId: sandboxRefunds.chargeId,
      amountCents: sandboxRefunds.amountCents,
    })
    .from(sandboxRefunds)
    .innerJoin(sandboxCharges, eq(sandboxCharges.id, sandboxRefunds.chargeId))
    .where(eq(sandboxCharges.transferGroup, transferGroup))
    .orderBy(sandboxRefunds.createdAt);
  const transfers = await db
    .select()
    .from(sandboxTransfers)
    .where(eq(sandboxTransfers.transferGroup, transferGroup))
    .orderBy(sandboxTransfers.createdAt);
  return {
    charges: charges.map((c) => ({
      id: c.id,
      amountCents: c.amountCents,
      succeeded: c.status === 'succeeded',
      amountRefundedCents: c.amountRefundedCents,
    })),
    refunds,
    transfers: transfers.map((t) => ({
      id: t.id,
      amountCents: t.amountCents,
      destinationAccountId: t.destinationAccountId,
      reversed: false,
    })),
  };
}
