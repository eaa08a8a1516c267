import type { BrokerPaymentRow } from '@haulclub/shared';
import { ReceiptIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { contractRef } from '@/content/contracts';
import { BROKER_MONEY, MONEY_COMMON as common } from '@/content/money';
import { isApiError } from '@/lib/api-client';

import { openPaymentReceipt } from '../api/open-receipt';
import { money, when } from '../utils/format';
import { contractColumn, laneColumn } from './money-columns';
import { type MoneyColumn, MoneyTable } from './money-table';

const copy = BROKER_MONEY.history;

const VARIANT = {
  processing: 'outline',
  succeeded: 'success',
  declined: 'destructive',
  failed: 'destructive',
} as const;

const COLUMNS: MoneyColumn<BrokerPaymentRow>[] = [
  contractColumn(),
  laneColumn(),
  { head: common.amount, className: 'tabular-nums', cell: (p) => money(p.amountCents) },
  {
    head: common.status,
    cell: (p) => (
      <>
        <Badge variant={VARIANT[p.status]}>{common.paymentStatus[p.status]}</Badge>
        {p.failureMessage ? <p className="mt-1 text-xs text-destructive">{p.failureMessage}</p> : null}
      </>
    ),
  },
  {
    head: copy.card,
    className: 'whitespace-nowrap',
    cell: (p) => (p.cardLast4 ? `•••• ${p.cardLast4}` : common.none),
  },
  { head: common.when, cell: (p) => when(p.completedAt ?? p.createdAt) },
  {
    head: copy.receipt,
    kind: 'action',
    cell: (p) => (p.status === 'succeeded' ? <ReceiptButton payment={p} /> : null),
  },
];

/** Every card charge: contract, lane, amount, status (with the decline), card, time and a receipt. */
export function BrokerPaymentHistory({ rows }: { rows: BrokerPaymentRow[] }) {
  return (
    <MoneyTable label={copy.label} empty={copy.empty} rows={rows} rowKey={(p) => p.id} columns={COLUMNS} />
  );
}

/** Opens the charge's receipt; a failure toasts with the server's words. */
function ReceiptButton({ payment: p }: { payment: BrokerPaymentRow }) {
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={copy.receiptFor(contractRef(p.contractNumber))}
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
  );
}
