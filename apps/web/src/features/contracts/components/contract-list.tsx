import {
  CONTRACT_STATUS_LABELS,
  ESCROW_STATUS_LABELS,
  formatCents,
  type ContractTab,
} from '@haulclub/shared';
import { Link } from 'react-router';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { CONTRACTS_DASHBOARD as copy, commitmentRef, contractRef } from '@/content/contracts';
import { isApiError } from '@/lib/api-client';

import { useContracts } from '../api/get-contracts';
import { contractLane } from '../utils/format';

type DashboardTab = Exclude<ContractTab, 'cancelled'>;

/** One tab's contracts: lane, counterparty, your share, statuses, and View Details / Sign Contract. */
export function ContractList({ tab }: { tab: DashboardTab }) {
  const contracts = useContracts(tab);
  if (contracts.isPending) {
    return (
      <div role="status" aria-label={copy.loading} className="flex flex-col gap-3">
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </div>
    );
  }
  if (contracts.isError) {
    return (
      <QueryProblem
        title={copy.loadFailed}
        detail={isApiError(contracts.error) ? contracts.error.detail : copy.loadFailed}
        retryLabel={copy.retry}
        onRetry={() => void contracts.refetch()}
      />
    );
  }
  if (contracts.data.items.length === 0) {
    return (
      <p className="rounded-xl border border-dashed p-6 text-sm text-muted-foreground">{copy.empty[tab]}</p>
    );
  }
  return (
    <ul className="flex flex-col gap-3">
      {contracts.data.items.map((c) => {
        const ref = contractRef(c.number);
        const other = c.yourParty === 'broker' ? c.trucker : c.broker;
        const lane = contractLane(c);
        const kind = c.commitment ? commitmentRef(c.commitment.kind, c.commitment.number) : null;
        return (
          <li key={c.id}>
            <article
              aria-label={[ref, kind, lane].filter(Boolean).join(' ')}
              className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="flex min-w-0 flex-col gap-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{ref}</span>
                  <Badge variant="outline">{CONTRACT_STATUS_LABELS[c.status].dashboard}</Badge>
                  <Badge variant="secondary">{ESCROW_STATUS_LABELS[c.escrowStatus]}</Badge>
                </div>
                <p className="text-sm">
                  {kind ? <span className="font-medium">{kind} · </span> : null}
                  {lane}
                </p>
                <p className="text-sm text-muted-foreground">{copy.with(other.name)}</p>
              </div>
              <div className="flex flex-wrap items-center gap-4">
                <dl className="text-right text-sm">
                  <dt className="text-muted-foreground">{copy.yourShare}</dt>
                  <dd className="font-semibold">{formatCents(c.yourShareCents ?? 0, { showCents: true })}</dd>
                  <dt className="sr-only">{copy.total}</dt>
                  <dd className="text-xs text-muted-foreground">
                    {copy.total} {formatCents(c.totalCents, { showCents: true })}
                  </dd>
                </dl>
                <Button asChild size="sm" variant={tab === 'pending' ? 'default' : 'outline'}>
                  <Link
                    to={paths.contract.getHref(c.id)}
                    aria-label={`${tab === 'pending' ? copy.signContract : copy.viewDetails} ${ref}`}
                  >
                    {tab === 'pending' ? copy.signContract : copy.viewDetails}
                  </Link>
                </Button>
              </div>
            </article>
          </li>
        );
      })}
    </ul>
  );
}
