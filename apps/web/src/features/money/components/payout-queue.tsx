import type { AdminPayout } from '@haulclub/shared';
import { RotateCwIcon } from 'lucide-react';
import { toast } from 'sonner';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ADMIN_MONEY, MONEY_COMMON as common } from '@/content/money';
import { PAYMENTS } from '@/content/payments';
import { isApiError } from '@/lib/api-client';

import { useAdminPayouts } from '../api/get-admin-payouts';
import { useRetryPayout } from '../api/retry-payout';
import { money, when } from '../utils/format';
import { EmptyNote, MoneyProblem, MoneySection } from './money-section';

const copy = ADMIN_MONEY.payouts;

/** Open payouts, failed first, with why they failed and a Retry for the failed ones. */
export function PayoutQueue() {
  const payouts = useAdminPayouts();
  return (
    <MoneySection id="payout-queue" title={copy.title} description={copy.description}>
      {payouts.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {common.loading}
        </p>
      ) : payouts.isError ? (
        <MoneyProblem error={payouts.error} onRetry={() => void payouts.refetch()} />
      ) : payouts.data.items.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : (
        <Table regionLabel={copy.label} layout="cards">
          <TableHeader>
            <TableRow>
              <TableHead>{copy.payee}</TableHead>
              <TableHead>{common.lane}</TableHead>
              <TableHead>{copy.share}</TableHead>
              <TableHead>{common.status}</TableHead>
              <TableHead>{copy.attempts}</TableHead>
              <TableHead>{copy.lastError}</TableHead>
              <TableHead>
                <span className="sr-only">{copy.retry}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {payouts.data.items.map((p) => (
              <PayoutRow key={p.id} payout={p} />
            ))}
          </TableBody>
        </Table>
      )}
    </MoneySection>
  );
}

function PayoutRow({ payout: p }: { payout: AdminPayout }) {
  const retry = useRetryPayout();
  return (
    <TableRow>
      <TableCell className="font-semibold">
        {p.user.name}
        <span className="block text-xs font-normal text-muted-foreground">
          {copy.readiness}: {PAYMENTS.readiness[p.user.readiness].label}
        </span>
      </TableCell>
      <TableCell label={common.lane}>{p.contract.route}</TableCell>
      <TableCell label={copy.share} className="tabular-nums">
        {money(p.amountCents)}
        <span className="block text-xs text-muted-foreground">{copy.member[p.member]}</span>
      </TableCell>
      <TableCell label={common.status}>
        <Badge variant={p.status === 'failed' ? 'destructive' : p.status === 'paid' ? 'success' : 'outline'}>
          {common.payoutStatus[p.status]}
        </Badge>
      </TableCell>
      <TableCell label={copy.attempts} className="tabular-nums">
        {p.attempts}
        {p.lastAttemptAt ? (
          <span className="block text-xs text-muted-foreground">{when(p.lastAttemptAt)}</span>
        ) : null}
      </TableCell>
      <TableCell label={copy.lastError} className="text-xs">
        {p.lastError ?? common.none}
      </TableCell>
      <TableCell>
        {p.status === 'failed' ? (
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
        ) : null}
      </TableCell>
    </TableRow>
  );
}
