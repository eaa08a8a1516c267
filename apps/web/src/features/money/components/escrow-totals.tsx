import type { AdminPayments } from '@haulclub/shared';

import { StatGrid } from '@/components/ui/stat-card';
import { ADMIN_MONEY } from '@/content/money';

import { money } from '../utils/format';

const copy = ADMIN_MONEY.escrow;

/** Contracts per escrow status with their money: pending, held, released, refunded. */
export function EscrowTotals({ escrow }: { escrow: AdminPayments['escrow'] }) {
  const cards = [
    { label: copy.pending, bucket: escrow.pending, detail: copy.contracts(escrow.pending.count) },
    { label: copy.held, bucket: escrow.held, detail: copy.contracts(escrow.held.count) },
    { label: copy.released, bucket: escrow.released, detail: copy.contracts(escrow.released.count) },
    { label: copy.refunded, bucket: escrow.refunded, detail: copy.refundedDetail(escrow.refunded.count) },
  ];
  return (
    <StatGrid label={copy.label}>
      {cards.map((c) => (
        <div
          key={c.label}
          className="flex min-w-0 flex-col gap-1 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
        >
          <dt className="text-sm font-semibold text-muted-foreground">{c.label}</dt>
          <dd className="order-first text-2xl font-bold tracking-tight text-primary tabular-nums">
            {money(c.bucket.cents)}
          </dd>
          <dd className="text-xs text-muted-foreground">{c.detail}</dd>
        </div>
      ))}
    </StatGrid>
  );
}
