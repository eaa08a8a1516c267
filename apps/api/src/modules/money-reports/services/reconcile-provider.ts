import type { ReconciliationDifference } from '@haulclub/shared';
import { contractTransferGroup, type PaymentProvider } from '../../payments/index';
import type { LedgerMoneyRow } from '../repository';

/** Provider reads at once (one transfer group each). */
const CONCURRENCY = 4;

const sum = (xs: { amountCents: number }[]) => xs.reduce((total, x) => total + x.amountCents, 0);

/**
 * Ledger vs provider per contract: what the ledger says was charged, refunded
 * and paid out against the provider's succeeded charges, refunds and
 * transfers in the contract's transfer group. Lists each kind that differs.
 */
export async function reconcileWithProvider(
  provider: Pick<PaymentProvider, 'listTransferGroup'>,
  contracts: LedgerMoneyRow[],
): Promise<ReconciliationDifference[]> {
  const differences: ReconciliationDifference[][] = new Array(contracts.length);
  let next = 0;
  const worker = async () => {
    while (next < contracts.length) {
      const index = next++;
      const c = contracts[index];
      if (!c) continue;
      const group = await provider.listTransferGroup(contractTransferGroup(c.contractId));
      const provided = {
        charge: sum(group.charges.filter((ch) => ch.succeeded)),
        refund: sum(group.refunds),
        transfer: sum(group.transfers),
      };
      const ledger = { charge: c.chargedCents, refund: c.refundedCents, transfer: c.paidOutCents };
      differences[index] = (['charge', 'refund', 'transfer'] as const)
        .filter((kind) => ledger[kind] !== provided[kind])
        .map((kind) => ({
          contractId: c.contractId,
          contractNumber: c.contractNumber,
          kind,
          ledgerCents: ledger[kind],
          providerCents: provided[kind],
          inFlight: c.inFlight,
        }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, contracts.length) }, worker));
  return differences.flat();
}
