import { PageHeading } from '@/components/layout/page-heading';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_SETTINGS } from '@/content/admin-settings';

import { usePlatformSettings } from '../api/get-platform-settings';
import { errorDetail } from '../utils/format';
import { PlatformSettingsForm } from './platform-settings-form';

/** /admin/settings: the platform's tunable constants, grouped, with who changed each last. */
export function AdminSettingsView() {
  const { data, error, isPending, refetch } = usePlatformSettings();
  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
      <PageHeading heading={ADMIN_SETTINGS.heading} intro={ADMIN_SETTINGS.intro} />
      {error && !data ? (
        <QueryProblem
          title={ADMIN_SETTINGS.loadError}
          detail={errorDetail(error)}
          retryLabel={ADMIN_SETTINGS.retry}
          onRetry={() => {
            void refetch();
          }}
        />
      ) : isPending ? (
        <div aria-busy="true" className="flex flex-col gap-4">
          <p role="status" className="sr-only">
            {ADMIN_SETTINGS.loading}
          </p>
          {Array.from({ length: 3 }, (_, index) => (
            <Skeleton key={index} className="h-40 w-full" />
          ))}
        </div>
      ) : (
        <PlatformSettingsForm view={data} />
      )}
    </div>
  );
}
