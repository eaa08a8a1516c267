import { StatCard } from '@/components/ui/stat-card';
import { paths } from '@/config/paths';
import { CONTRACTS_DASHBOARD as copy } from '@/content/contracts';

import { useContractCount } from '../api/get-contracts';
import { useContractUpdates } from '../hooks/use-contract-updates';

/** On the role dashboards: contracts awaiting signatures, opening the contracts dashboard's Pending tab. */
export function PendingContractsStat() {
  useContractUpdates();
  const count = useContractCount('pending');
  return (
    <StatCard
      label={copy.pendingStat}
      value={count.data}
      detail={copy.pendingStatDetail}
      href={`${paths.dashboard.getHref()}?tab=pending`}
      problem={count.isError ? copy.statsFailed : undefined}
    />
  );
}
