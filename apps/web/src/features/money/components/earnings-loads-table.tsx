import type { TruckerEarningRow } from '@haulclub/shared';

import { MONEY_COMMON as common, TRUCKER_MONEY } from '@/content/money';

import { money, when } from '../utils/format';
import { EscrowStatusBadge } from './escrow-status-badge';
import { contractColumn, laneColumn } from './money-columns';
import { type MoneyColumn, MoneyTable } from './money-table';
import { PayoutStatusBadge } from './payout-status-badge';

const copy = TRUCKER_MONEY.loads;

const COLUMNS: MoneyColumn<TruckerEarningRow>[] = [
  contractColumn({ link: true }),
  laneColumn(),
  { head: common.total, className: 'tabular-nums', cell: (r) => money(r.totalCents) },
  { head: copy.share, className: 'font-semibold tabular-nums', cell: (r) => money(r.shareCents) },
  { head: copy.escrow, cell: (r) => <EscrowStatusBadge status={r.escrowStatus} /> },
  {
    head: copy.payout,
    cell: (r) =>
      r.payoutStatus === null || r.payoutCents === null ? (
        <span className="text-muted-foreground">{copy.notReleased}</span>
      ) : (
        <span className="inline-flex flex-wrap items-center gap-1">
          <PayoutStatusBadge status={r.payoutStatus} />
          <span className="tabular-nums">{money(r.payoutCents)}</span>
        </span>
      ),
  },
  { head: copy.paidAt, cell: (r) => when(r.paidAt) },
];

/** Each contract: lane, total, the trucker's share, escrow, payout status and when it was paid. */
export function EarningsLoadsTable({ rows }: { rows: TruckerEarningRow[] }) {
  return (
    <MoneyTable
      label={copy.label}
      empty={copy.empty}
      rows={rows}
      rowKey={(r) => r.contractId}
      columns={COLUMNS}
    />
  );
}
