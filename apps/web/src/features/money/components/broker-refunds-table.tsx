import type { BrokerRefundRow, MemberPayoutRow } from '@haulclub/shared';

import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { contractRef } from '@/content/contracts';
import { BROKER_MONEY, MONEY_COMMON as common } from '@/content/money';

import { laneText, money, when } from '../utils/format';
import { EmptyNote } from './money-section';

/** Refunds to the broker's card: contract, amount, card, status and time. */
export function BrokerRefundsTable({ rows }: { rows: BrokerRefundRow[] }) {
  const copy = BROKER_MONEY.refunds;
  if (rows.length === 0) return <EmptyNote>{copy.empty}</EmptyNote>;
  return (
    <Table regionLabel={copy.label} layout="cards">
      <TableHeader>
        <TableRow>
          <TableHead>{common.contract}</TableHead>
          <TableHead>{common.lane}</TableHead>
          <TableHead>{common.amount}</TableHead>
          <TableHead>{common.status}</TableHead>
          <TableHead>{common.when}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.id}>
            <TableCell className="font-semibold">{contractRef(r.contractNumber)}</TableCell>
            <TableCell label={common.lane}>{laneText(r.lane)}</TableCell>
            <TableCell label={common.amount} className="tabular-nums">
              {money(r.amountCents)}
              {r.cardLast4 ? <span className="text-muted-foreground"> → •••• {r.cardLast4}</span> : null}
            </TableCell>
            <TableCell label={common.status}>
              <Badge
                variant={
                  r.status === 'failed' ? 'destructive' : r.status === 'succeeded' ? 'success' : 'outline'
                }
              >
                {common.refundStatus[r.status]}
              </Badge>
            </TableCell>
            <TableCell label={common.when}>{when(r.completedAt ?? r.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The broker's 10% of each released contract and whether it is paid. */
export function BrokerPayoutsTable({ rows }: { rows: MemberPayoutRow[] }) {
  const copy = BROKER_MONEY.payouts;
  if (rows.length === 0) return <EmptyNote>{copy.empty}</EmptyNote>;
  return (
    <Table regionLabel={copy.label} layout="cards">
      <TableHeader>
        <TableRow>
          <TableHead>{common.contract}</TableHead>
          <TableHead>{common.lane}</TableHead>
          <TableHead>{common.amount}</TableHead>
          <TableHead>{common.status}</TableHead>
          <TableHead>{copy.paidAt}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => (
          <TableRow key={p.id}>
            <TableCell className="font-semibold">{contractRef(p.contractNumber)}</TableCell>
            <TableCell label={common.lane}>{laneText(p.lane)}</TableCell>
            <TableCell label={common.amount} className="tabular-nums">
              {money(p.amountCents)}
            </TableCell>
            <TableCell label={common.status}>
              <Badge
                variant={p.status === 'paid' ? 'success' : p.status === 'failed' ? 'destructive' : 'outline'}
              >
                {common.payoutStatus[p.status]}
              </Badge>
            </TableCell>
            <TableCell label={copy.paidAt}>{when(p.paidAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
