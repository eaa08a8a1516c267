import type { TruckerEarningRow } from '@haulclub/shared';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { paths } from '@/config/paths';
import { contractRef } from '@/content/contracts';
import { MONEY_COMMON as common, TRUCKER_MONEY } from '@/content/money';

import { laneText, money, when } from '../utils/format';
import { EscrowStatusBadge } from './escrow-status-badge';
import { EmptyNote } from './money-section';

const copy = TRUCKER_MONEY.loads;

/** Each contract: lane, total, the trucker's share, escrow, payout status and when it was paid. */
export function EarningsLoadsTable({ rows }: { rows: TruckerEarningRow[] }) {
  if (rows.length === 0) return <EmptyNote>{copy.empty}</EmptyNote>;
  return (
    <Table regionLabel={copy.label} layout="cards">
      <TableHeader>
        <TableRow>
          <TableHead>{common.contract}</TableHead>
          <TableHead>{common.lane}</TableHead>
          <TableHead>{common.total}</TableHead>
          <TableHead>{copy.share}</TableHead>
          <TableHead>{copy.escrow}</TableHead>
          <TableHead>{copy.payout}</TableHead>
          <TableHead>{copy.paidAt}</TableHead>
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
            <TableCell label={copy.share} className="font-semibold tabular-nums">
              {money(r.shareCents)}
            </TableCell>
            <TableCell label={copy.escrow}>
              <EscrowStatusBadge status={r.escrowStatus} />
            </TableCell>
            <TableCell label={copy.payout}>
              {r.payoutStatus === null || r.payoutCents === null ? (
                <span className="text-muted-foreground">{copy.notReleased}</span>
              ) : (
                <span className="inline-flex flex-wrap items-center gap-1">
                  <Badge
                    variant={
                      r.payoutStatus === 'paid'
                        ? 'success'
                        : r.payoutStatus === 'failed'
                          ? 'destructive'
                          : 'outline'
                    }
                  >
                    {common.payoutStatus[r.payoutStatus]}
                  </Badge>
                  <span className="tabular-nums">{money(r.payoutCents)}</span>
                </span>
              )}
            </TableCell>
            <TableCell label={copy.paidAt}>{when(r.paidAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
