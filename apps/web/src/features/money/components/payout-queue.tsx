import type { AdminPayout } from '@haulclub/shared';
import { RotateCwIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { ADMIN_MONEY, MONEY_COMMON as common } from '@/content/money';
import { PAYMENTS } from '@/content/payments';
import { isApiError } from '@/lib/api-client';

import { useAdminPayouts } from '../api/get-admin-payouts';
import { useRetryPayout } from '../api/retry-payout';
import { money, when } from '../utils/format';
import { MoneyQueryState, MoneySection } from './money-section';
import { type MoneyColumn, MoneyTable } from './money-table';
import { PayoutStatusBadge } from './payout-status-badge';

const copy = ADMIN_MONEY.payouts;

const COLUMNS: MoneyColumn<AdminPayout>[] = [
  {
    head: copy.payee,
    kind: 'title',
    cell: (p) => (
      <>
        {p.user.name}
        <span className="block text-xs font-normal text-muted-foreground">
          {copy.readiness}: {PAYMENTS.readiness[p.user.readiness].label}
        </span>
      </>
    ),
  },
  { head: common.lane, cell: (p) => p.contract.route },
  {
    head: copy.share,
    className: 'tabular-nums',
    cell: (p) => (
      <>
        {money(p.amountCents)}
        <span className="block text-xs text-muted-foreground">{copy.member[p.member]}</span>
      </>
    ),
  },
  { head: common.status, cell: (p) => <PayoutStatusBadge status={p.status} /> },
  {
    head: copy.attempts,
    className: 'tabular-nums',
    cell: (p) => (
      <>
        {p.attempts}
        {p.lastAttemptAt ? (
          <span className="block text-xs text-muted-foreground">{when(p.lastAttemptAt)}</span>
        ) : null}
      </>
    ),
  },
  { head: copy.lastError, className: 'text-xs', cell: (p) => p.lastError ?? common.none },
  {
    head: copy.retry,
    kind: 'action',
    cell: (p) => <RetryPayoutButton payout={p} />,
  },
];

/** Open payouts, failed first, with why they failed and a Retry for the failed ones. */
export function PayoutQueue() {
  const payouts = useAdminPayouts();
  return (
    <MoneySection id="payout-queue" title={copy.title} description={copy.description}>
      <MoneyQueryState query={payouts}>
        {(data) => (
          <MoneyTable
            label={copy.label}
            empty={copy.empty}
            rows={data.items}
            rowKey={(p) => p.id}
            columns={COLUMNS}
          />
        )}
      </MoneyQueryState>
    </MoneySection>
  );
}

/**
 * Queues a failed payout again; waits while the request runs and toasts the outcome. It stays mounted with its
 * row (rendering nothing unless the payout failed), so the toast still comes after the refetch shows the payout
 * queued again.
 */
function RetryPayoutButton({ payout: p }: { payout: AdminPayout }) {
  const retry = useRetryPayout();
  if (p.status !== 'failed') return null;
  return (
    <Button
      size="sm"
      variant="outline"
      aria-label={copy.retryFor(p.user.name)}
      disabled={retry.isPending}
      onClick={() =>
        retry.mutate(p.id, {
          onSuccess: () => toast.success(copy.retried),
          onError: (error) =>
            toast.error(copy.retryFailed, {
              description: isApiError(error) ? error.detail : undefined,
            }),
        })
      }
    >
      <RotateCwIcon aria-hidden="true" />
      {retry.isPending ? copy.retrying : copy.retry}
    </Button>
  );
}
