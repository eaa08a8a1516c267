import { useNavigate, useSearchParams } from 'react-router';

import { SearchField } from '@/components/ui/search-field';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ADMIN_APPLICATIONS, APPLICATION_STATUS_LABELS } from '@/content/admin';
import { cn } from '@/lib/cn';

import { useAdminLiveRefresh } from '../hooks/use-admin-live-refresh';
import {
  APPLICATION_TABS,
  applicationsHref,
  readApplicationsSearch,
  type ApplicationTab,
} from '../utils/applications-search';
import { ApplicationDetail } from './application-detail';
import { ApplicationList } from './application-list';

/** /admin/applications: status tabs, search and pages beside the open application. State lives in the URL. */
export function ApplicationsView() {
  useAdminLiveRefresh();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const search = readApplicationsSearch(params);
  const go = (next: Partial<typeof search>) => {
    void navigate(applicationsHref({ ...search, ...next }), { replace: true });
  };

  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <div>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{ADMIN_APPLICATIONS.heading}</h1>
        <p className="mt-2 text-sm text-muted-foreground">{ADMIN_APPLICATIONS.intro}</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <section
          aria-label={ADMIN_APPLICATIONS.listLabel}
          className={cn('flex min-w-0 flex-col gap-4', search.id && 'max-lg:hidden')}
        >
          <Tabs
            value={search.status}
            onValueChange={(value) => {
              go({ status: value as ApplicationTab, page: 1, id: null });
            }}
          >
            <TabsList aria-label={ADMIN_APPLICATIONS.tabsLabel} className="w-full sm:w-fit">
              {APPLICATION_TABS.map((tab) => (
                <TabsTrigger key={tab} value={tab} className="flex-1 sm:flex-none">
                  {APPLICATION_STATUS_LABELS[tab]}
                </TabsTrigger>
              ))}
            </TabsList>
            {APPLICATION_TABS.map((tab) => (
              <TabsContent key={tab} value={tab} className="flex flex-col gap-4">
                <SearchField
                  id="applications-search"
                  label={ADMIN_APPLICATIONS.searchLabel}
                  placeholder={ADMIN_APPLICATIONS.searchPlaceholder}
                  value={search.q}
                  onSearch={(q) => {
                    go({ q, page: 1 });
                  }}
                />
                <ApplicationList
                  search={search}
                  onPageChange={(page) => {
                    go({ page });
                  }}
                />
              </TabsContent>
            ))}
          </Tabs>
        </section>
        <section aria-label={ADMIN_APPLICATIONS.detailLabel} className="min-w-0">
          {search.id ? (
            <ApplicationDetail
              key={search.id}
              id={search.id}
              backHref={applicationsHref({ ...search, id: null })}
            />
          ) : (
            <p className="hidden rounded-xl border border-dashed p-10 text-center text-sm text-muted-foreground lg:block">
              {ADMIN_APPLICATIONS.selectPrompt}
            </p>
          )}
        </section>
      </div>
    </div>
  );
}
