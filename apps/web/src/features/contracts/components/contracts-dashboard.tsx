import { useNavigate, useSearchParams } from 'react-router';

import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { CONTRACTS_DASHBOARD as copy } from '@/content/contracts';

import { useContractUpdates } from '../hooks/use-contract-updates';
import { ContractList } from './contract-list';
import { ContractStats } from './contract-stats';

const TABS = ['active', 'pending', 'completed'] as const;
type Tab = (typeof TABS)[number];

const asTab = (value: string | null): Tab =>
  (TABS as readonly (string | null)[]).includes(value) ? (value as Tab) : 'active';

/** /dashboard: the caller's contracts, four stat cards and the Active / Pending / Completed tabs (?tab=). */
export function ContractsDashboard() {
  useContractUpdates();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const tab = asTab(params.get('tab'));
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{copy.heading}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{copy.intro}</p>
      </div>
      <ContractStats />
      <Tabs
        value={tab}
        onValueChange={(value) => {
          const base = paths.dashboard.getHref();
          void navigate(value === 'active' ? base : `${base}?tab=${value}`, { replace: true });
        }}
      >
        <TabsList aria-label={copy.tabsLabel} className="w-full sm:w-fit">
          {TABS.map((value) => (
            <TabsTrigger key={value} value={value} className="flex-1 sm:flex-none">
              {copy.tabs[value]}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map((value) => (
          <TabsContent key={value} value={value} className="mt-5">
            <ContractList tab={value} />
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}
