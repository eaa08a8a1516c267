import type { BrokerEscrowRow } from '@haulclub/shared';
import { Link } from 'react-router';

import { paths } from '@/config/paths';
import { contractRef } from '@/content/contracts';
import { BROKER_MONEY, MONEY_COMMON as common } from '@/content/money';

import { laneText, money, when } from '../utils/format';
import { EscrowStatusBadge } from './escrow-status-badge';
import { type MoneyColumn, MoneyTable } from './money-table';

const copy = BROKER_MONEY.escrow;

const COLUMNS: MoneyColumn<BrokerEscrowRow>[] = [
  {
    head: common.contract,
    kind: 'title',
    cell: (r) => (
      <Link className="underline-offset-4 hover:underline" to={paths.contract.getHref(r.contractId)}>
        {contractRef(r.contractNumber)}
      </Link>
    ),
  },
  { head: common.lane, cell: (r) => laneText(r.lane) },
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
