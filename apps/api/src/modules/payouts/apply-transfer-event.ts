import { and, eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { payouts } from '../../db/schema/index';
import { recordAudit } from '../audit/index';
import { applyContractEvent } from '../contracts/index';
import type { ProviderWebhookEvent } from '../payments/index';
import type { PayoutsDeps } from './deps';
import { announcePayout } from './events';
import { findPaymentAccountById, lockContractRow, notePayoutError, type PayoutRow } from './repository';
import { contractIdOfGroup } from './transfer-keys';

export type TransferEventOutcome = 'processed' | 'ignored';

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * A provider's transfer event (`transfer.created`, `transfer.updated`,
 * `transfer.reversed`), in the webhook's transaction (which records the event
 * id: a replay never gets here). The transfer is matched to its payout by its
 * transfer group (the contract) and destination (the payee's account).
 *
 * - A pending payout whose provider answer was lost is paid by it (the hold is
 *   posted with the provider's transfer id).
 * - A reversal is recorded for the admin (audit `payout.reversed` and the
 *   payout's last error); the payout stays paid and the ledger unchanged: the
 *   money left the platform, and whether the member still owes or is owed it
 *   is an admin's decision the ledger cannot guess.
 * - A transfer for a payout that is due or failed, or a second transfer for a
 *   paid one, is recorded as an anomaly for the admin (`payout.unexpected_transfer`).
 *
 * Every effect only moves a payout forward (pending → paid, paid → reversed
 * noted), so events applied in any order end in the state of the latest one.
 */
export async function applyTransferEvent(
  deps: Pick<PayoutsDeps, 'live'>,
  tx: DbExecutor,
  event: ProviderWebhookEvent,
): Promise<TransferEventOutcome> {
  const transfer = event.object;
  if (event.kind !== 'transfer' || !transfer) return 'ignored';
  const contractId = contractIdOfGroup(transfer.transferGroup);
  const account = transfer.accountId ? await findPaymentAccountById(tx, transfer.accountId) : undefined;
  if (!contractId || !account) return 'ignored';
  if (!(await lockContractRow(tx, contractId))) return 'ignored';
  const [payout] = await tx
    .select()
    .from(payouts)
    .where(and(eq(payouts.contractId, contractId), eq(payouts.userId, account.userId)));
  if (!payout) return 'ignored';

  const reversed = event.type === 'transfer.reversed' || transfer.status === 'reversed';
  let current: PayoutRow = payout;
  if (payout.status === 'pending' && transfer.amountCents === payout.amountCents) {
    await applyContractEvent(
      deps,
      tx,
      contractId,
      { type: 'payoutPaid', member: payout.member },
      { now: event.created, providerTransferId: transfer.id },
    );
    current = { ...payout, status: 'paid', providerTransferId: transfer.id };
  }
  if (current.status !== 'paid' || current.providerTransferId !== transfer.id) {
    const note = `The provider reports transfer ${transfer.id} (${money(transfer.amountCents)}) for this ${current.status} payout of ${money(current.amountCents)}: check it at the provider before retrying`;
    await recordNote(tx, current, note, 'payout.unexpected_transfer', event);
  } else if (reversed) {
    const note = `Reversed at the provider: transfer ${transfer.id}${transfer.status === 'reversed' ? ` (${money(transfer.amountCents)})` : ' (in part)'}`;
    await recordNote(tx, current, note, 'payout.reversed', event);
  }
  await announcePayout(deps, tx, contractId, payout.member);
  return 'processed';
}

/** Notes it on the payout (once: the same note twice is one) and audits it. */
async function recordNote(
  tx: DbExecutor,
  payout: PayoutRow,
  note: string,
  action: 'payout.reversed' | 'payout.unexpected_transfer',
  event: ProviderWebhookEvent,
): Promise<void> {
  if (payout.lastError === note) return;
  await notePayoutError(tx, payout.id, note);
  await recordAudit(tx, {
    action,
    actorUserId: null,
    targetType: 'payout',
    targetId: payout.id,
    data: {
      contractId: payout.contractId,
      member: payout.member,
      transferId: event.object?.id,
      amountCents: event.object?.amountCents,
      eventId: event.id,
      eventType: event.type,
      eventCreated: event.created.toISOString(),
    },
  });
}
