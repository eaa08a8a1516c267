import { ArrowLeftIcon } from 'lucide-react';
import { Link } from 'react-router';

import { Card } from '@/components/ui/card';
import { QueryProblem } from '@/components/ui/query-problem';
import { Skeleton } from '@/components/ui/skeleton';
import { ADMIN_APPLICATIONS, ADMIN_COMMON } from '@/content/admin';

import { useApplication } from '../api/get-application';
import { errorDetail } from '../utils/format';
import { ApplicationActions } from './application-actions';
import { ApplicationComparison } from './application-comparison';
import { ApplicationOverview } from './application-overview';
import { FmcsaFacts } from './fmcsa-facts';
import { ReopenApplicationAction } from './reopen-application-action';
import { VerdictSummary } from './verdict-summary';

type ApplicationDetailProps = { id: string; backHref: string };

/** One application under review: applicant, verdict, the side-by-side comparison and the decision buttons. */
export function ApplicationDetail({ id, backHref }: ApplicationDetailProps) {
  const { data: application, error, isPending, refetch } = useApplication(id);

  const back = (
    <Link
      to={backHref}
      className="inline-flex items-center gap-1.5 text-sm font-medium text-primary lg:hidden"
    >
      <ArrowLeftIcon className="size-4" aria-hidden="true" /> {ADMIN_APPLICATIONS.back}
    </Link>
  );

  if (isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton className="h-7 w-2/3" />
        <Skeleton className="h-4 w-1/2" />
        <Skeleton className="h-40" />
      </Card>
    );
  }

  if (error && !application) {
    return (
      <div className="flex flex-col gap-3">
        {back}
        <QueryProblem
          title={ADMIN_APPLICATIONS.detailError}
          detail={errorDetail(error)}
          retryLabel={ADMIN_COMMON.retry}
          onRetry={() => {
            void refetch();
          }}
        />
      </div>
    );
  }

  return (
    <Card className="gap-5 max-sm:px-4">
      {back}
      <ApplicationOverview application={application} />
      <VerdictSummary verification={application.verification} />
      <ApplicationComparison application={application} />
      <FmcsaFacts verification={application.verification} />
      {application.status === 'pending' ? <ApplicationActions application={application} /> : null}
      {application.status === 'rejected' ? <ReopenApplicationAction application={application} /> : null}
    </Card>
  );
}
