import type { BrokerRefundRow, MemberPayoutRow } from '@haulclub/shared';

import { Badge } from '@/components/ui/badge';
import { BROKER_MONEY, MONEY_COMMON as common } from '@/content/money';

import { money, when } from '../utils/format';
import { contractColumn, laneColumn } from './money-columns';
import { type MoneyColumn, MoneyTable } from './money-table';
import { PayoutStatusBadge } from './payout-status-badge';

const REFUND_COLUMNS: MoneyColumn<BrokerRefundRow>[] = [
  contractColumn(),
  laneColumn(),
  {
    head: common.amount,
    className: 'tabular-nums',
    cell: (r) => (
      <>
        {money(r.amountCents)}
        {r.cardLast4 ? <span className="text-muted-foreground"> → •••• {r.cardLast4}</span> : null}
      </>
    ),
  },
  {
    head: common.status,
    cell: (r) => (
      <Badge
        variant={r.status === 'failed' ? 'destructive' : r.status === 'succeeded' ? 'success' : 'outline'}
      >
        {common.refundStatus[r.status]}
      </Badge>
    ),
  },
  { head: common.when, cell: (r) => when(r.completedAt ?? r.createdAt) },
];

/** Refunds to the broker's card: contract, amount, card, status and time. */
export function BrokerRefundsTable({ rows }: { rows: BrokerRefundRow[] }) {
  const copy = BROKER_MONEY.refunds;
  return (
    <MoneyTable
      label={copy.label}
      empty={copy.empty}
      rows={rows}
      rowKey={(r) => r.id}
      columns={REFUND_COLUMNS}
    />
  );
}

const PAYOUT_COLUMNS: MoneyColumn<MemberPayoutRow>[] = [
  contractColumn(),
  laneColumn(),
  { head: common.amount, className: 'tabular-nums', cell: (p) => money(p.amountCents) },
  {
    head: common.status,
    cell: (p) => <PayoutStatusBadge status={p.status} />,
  },
  { head: BROKER_MONEY.payouts.paidAt, cell: (p) => when(p.paidAt) },
];

/** The broker's 10% of each released contract and whether it is paid. */
export function BrokerPayoutsTable({ rows }: { rows: MemberPayoutRow[] }) {
  const copy = BROKER_MONEY.payouts;
  return (
    <MoneyTable
      label={copy.label}
      empty={copy.empty}
      rows={rows}
      rowKey={(p) => p.id}
      columns={PAYOUT_COLUMNS}
    />
  );
}
