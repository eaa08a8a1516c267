import type { AdminDisputeView } from '@haulclub/shared';
import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { contractRef } from '@/content/contracts';
import { ADMIN_MONEY, MONEY_COMMON as common } from '@/content/money';

import { useAdminDisputes } from '../api/get-admin-disputes';
import { money, when } from '../utils/format';
import { EmptyNote, MoneyProblem, MoneySection } from './money-section';
import { ResolveDisputeDialog } from './resolve-dispute-dialog';

const copy = ADMIN_MONEY.disputes;

/** Disputed deliveries, open first, each with Resolve (release / refund / split). */
export function DisputesQueue() {
  const disputes = useAdminDisputes();
  const [resolving, setResolving] = useState<AdminDisputeView | null>(null);
  return (
    <MoneySection id="disputes" title={copy.title} description={copy.description}>
      {disputes.isPending ? (
        <p role="status" className="text-sm text-muted-foreground">
          {common.loading}
        </p>
      ) : disputes.isError ? (
        <MoneyProblem error={disputes.error} onRetry={() => void disputes.refetch()} />
      ) : disputes.data.items.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : (
        <Table regionLabel={copy.label} layout="cards">
          <TableHeader>
            <TableRow>
              <TableHead>{common.contract}</TableHead>
              <TableHead>{copy.parties}</TableHead>
              <TableHead>{common.total}</TableHead>
              <TableHead>{copy.reason}</TableHead>
              <TableHead>{common.status}</TableHead>
              <TableHead>
                <span className="sr-only">{copy.resolve}</span>
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {disputes.data.items.map((d) => {
              const ref = contractRef(d.contractNumber);
              return (
                <TableRow key={d.contractId}>
                  <TableCell className="font-semibold">{ref}</TableCell>
                  <TableCell label={copy.parties}>
                    {d.broker.name} / {d.trucker.name}
                  </TableCell>
                  <TableCell label={common.total} className="tabular-nums">
                    {money(d.totalCents)}
                  </TableCell>
                  <TableCell label={copy.reason}>
                    {d.reason}
                    <span className="block text-xs text-muted-foreground">{when(d.openedAt)}</span>
                  </TableCell>
                  <TableCell label={common.status}>
                    {d.open ? (
                      <Badge variant="destructive">{common.disputeOpen}</Badge>
                    ) : (
                      <Badge variant="outline">
                        {copy.resolved}: {d.resolution ? ADMIN_MONEY.resolve.options[d.resolution] : ''}
                      </Badge>
                    )}
                  </TableCell>
                  <TableCell>
                    {d.open ? (
                      <Button size="sm" aria-label={copy.resolveFor(ref)} onClick={() => setResolving(d)}>
                        {copy.resolve}
                      </Button>
                    ) : null}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {resolving ? (
        <ResolveDisputeDialog
          dispute={resolving}
          open
          onOpenChange={(open) => {
            if (!open) setResolving(null);
          }}
        />
      ) : null}
    </MoneySection>
  );
}
