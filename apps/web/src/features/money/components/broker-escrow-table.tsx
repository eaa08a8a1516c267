import type { BrokerEscrowRow } from '@haulclub/shared';

import { BROKER_MONEY, MONEY_COMMON as common } from '@/content/money';

import { money, when } from '../utils/format';
import { EscrowStatusBadge } from './escrow-status-badge';
import { contractColumn, laneColumn } from './money-columns';
import { type MoneyColumn, MoneyTable } from './money-table';

const copy = BROKER_MONEY.escrow;

const COLUMNS: MoneyColumn<BrokerEscrowRow>[] = [
  contractColumn({ link: true }),
  laneColumn(),
  { head: common.total, className: 'tabular-nums', cell: (r) => money(r.totalCents) },
  { head: common.status, cell: (r) => <EscrowStatusBadge status={r.escrowStatus} dispute={r.dispute} /> },
  { head: copy.funded, cell: (r) => when(r.fundedAt) },
  { head: copy.releasedOrRefunded, cell: (r) => when(r.releasedAt ?? r.refundedAt) },
];

/** Escrow per contract: total, status (with a dispute flag) and when it was funded, released or refunded. */
export function BrokerEscrowTable({ rows }: { rows: BrokerEscrowRow[] }) {
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
