import type { BrokerPaymentRow } from '@haulclub/shared';
import { ReceiptIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { contractRef } from '@/content/contracts';
import { BROKER_MONEY, MONEY_COMMON as common } from '@/content/money';
import { isApiError } from '@/lib/api-client';

import { openPaymentReceipt } from '../api/open-receipt';
import { laneText, money, when } from '../utils/format';
import { EmptyNote } from './money-section';

const copy = BROKER_MONEY.history;

const VARIANT = {
  processing: 'outline',
  succeeded: 'success',
  declined: 'destructive',
  failed: 'destructive',
} as const;

/** Every card charge: contract, lane, amount, status (with the decline), card, time and a receipt. */
export function BrokerPaymentHistory({ rows }: { rows: BrokerPaymentRow[] }) {
  if (rows.length === 0) return <EmptyNote>{copy.empty}</EmptyNote>;
  return (
    <Table regionLabel={copy.label} layout="cards">
      <TableHeader>
        <TableRow>
          <TableHead>{common.contract}</TableHead>
          <TableHead>{common.lane}</TableHead>
          <TableHead>{common.amount}</TableHead>
          <TableHead>{common.status}</TableHead>
          <TableHead>{copy.card}</TableHead>
          <TableHead>{common.when}</TableHead>
          <TableHead>
            <span className="sr-only">{copy.receipt}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rows.map((p) => {
          const ref = contractRef(p.contractNumber);
          return (
            <TableRow key={p.id}>
              <TableCell className="font-semibold">{ref}</TableCell>
              <TableCell label={common.lane}>{laneText(p.lane)}</TableCell>
              <TableCell label={common.amount} className="tabular-nums">
                {money(p.amountCents)}
              </TableCell>
              <TableCell label={common.status}>
                <Badge variant={VARIANT[p.status]}>{common.paymentStatus[p.status]}</Badge>
                {p.failureMessage ? (
                  <p className="mt-1 text-xs text-destructive">{p.failureMessage}</p>
                ) : null}
              </TableCell>
              <TableCell label={copy.card} className="whitespace-nowrap">
                {p.cardLast4 ? `•••• ${p.cardLast4}` : common.none}
              </TableCell>
              <TableCell label={common.when}>{when(p.completedAt ?? p.createdAt)}</TableCell>
              <TableCell>
                {p.status === 'succeeded' ? (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={copy.receiptFor(ref)}
                    onClick={() => {
                      openPaymentReceipt(p.id).catch((error: unknown) =>
                        toast.error(copy.receiptFailed, {
                          description: isApiError(error) ? error.detail : undefined,
                        }),
                      );
                    }}
                  >
                    <ReceiptIcon aria-hidden="true" />
                    {copy.receipt}
                  </Button>
                ) : null}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
