import type { BrokerEscrowRow } from '@haulclub/shared';
import { Link } from 'react-router';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { contractRef } from '@/content/contracts';
import { BROKER_MONEY, MONEY_COMMON as common } from '@/content/money';

import { laneText, money, when } from '../utils/format';
import { EscrowStatusBadge } from './escrow-status-badge';
import { EmptyNote } from './money-section';

const copy = BROKER_MONEY.escrow;

/** Escrow per contract: total, status (with a dispute flag) and when it was funded, released or refunded. */
export function BrokerEscrowTable({ rows }: { rows: BrokerEscrowRow[] }) {
  if (rows.length === 0) return <EmptyNote>{copy.empty}</EmptyNote>;
  return (
    <Table regionLabel={copy.label} layout="cards">
      <TableHeader>
        <TableRow>
          <TableHead>{common.contract}</TableHead>
          <TableHead>{common.lane}</TableHead>
          <TableHead>{common.total}</TableHead>
          <TableHead>{common.status}</TableHead>
          <TableHead>{copy.funded}</TableHead>
          <TableHead>{copy.releasedOrRefunded}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.contractId}>
            <TableCell className="font-semibold">
              <Link className="underline-offset-4 hover:underline" to={paths.contract.getHref(r.contractId)}>
                {contractRef(r.contractNumber)}
              </Link>
            </TableCell>
            <TableCell label={common.lane}>{laneText(r.lane)}</TableCell>
            <TableCell label={common.total} className="tabular-nums">
              {money(r.totalCents)}
            </TableCell>
            <TableCell label={common.status}>
              <EscrowStatusBadge status={r.escrowStatus} dispute={r.dispute} />
            </TableCell>
            <TableCell label={copy.funded}>{when(r.fundedAt)}</TableCell>
            <TableCell label={copy.releasedOrRefunded}>{when(r.releasedAt ?? r.refundedAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
