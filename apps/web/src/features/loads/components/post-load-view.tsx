import { UNBOOKED_LOAD_STATUSES, type LoadStatus } from '@haulclub/shared';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';

import { PageHeading } from '@/components/layout/page-heading';
import { PageLoading } from '@/components/layout/page-loading';
import { PageTitle } from '@/components/layout/page-title';
import { QueryProblem } from '@/components/ui/query-problem';
import { paths } from '@/config/paths';
import { LOAD_TEXT, POST_LOAD } from '@/content/loads';

import { useBrokerLoad } from '../api/get-broker-load';
import { useBrokerStatus } from '../api/get-broker-status';
import { errorDetail, loadRef } from '../utils/format';
import { EditLoadForm } from './edit-load-form';
import { LoadFormNotice } from './load-form-notice';
import { PostLoadForm } from './post-load-form';

const editable = (status: LoadStatus) => (UNBOOKED_LOAD_STATUSES as readonly LoadStatus[]).includes(status);

/**
 * /broker/post-load (and ?edit=<id>): the form for a verified broker, else why it is not there:
 * `standing` (composed by the route from the membership feature) says where the broker stands.
 */
export function PostLoadView({ standing }: { standing?: ReactNode }) {
  const [params] = useSearchParams();
  const editId = params.get('edit');
  const status = useBrokerStatus();
  const load = useBrokerLoad(editId);
  const { notVerified, notEditable } = POST_LOAD;

  const heading = editId ? (
    <>
      <PageTitle title={POST_LOAD.editTitle} />
      <PageHeading
        heading={POST_LOAD.editHeading(load.data ? loadRef(load.data.number) : '')}
        intro={POST_LOAD.editIntro}
      />
    </>
  ) : (
    <>
      <PageTitle title={POST_LOAD.title} />
      <PageHeading heading={POST_LOAD.heading} intro={POST_LOAD.intro} />
    </>
  );

  const body = (() => {
    if (status.isPending || (editId && load.isPending)) return <PageLoading label={POST_LOAD.loading} />;
    if (status.isError) {
      return (
        <QueryProblem
          title={POST_LOAD.statusError}
          detail={errorDetail(status.error)}
          retryLabel={LOAD_TEXT.retry}
          onRetry={() => void status.refetch()}
        />
      );
    }
    if (!status.data.canPost) {
      if (standing) return standing;
      return (
        <LoadFormNotice
          heading={notVerified.heading}
          body={notVerified.body}
          action={notVerified.action}
          href={notVerified.href}
        />
      );
    }
    if (!editId) return <PostLoadForm />;
    if (load.isError) {
      return (
        <QueryProblem
          title={POST_LOAD.loadError}
          detail={errorDetail(load.error)}
          retryLabel={LOAD_TEXT.retry}
          onRetry={() => void load.refetch()}
        />
      );
    }
    if (!load.data || !editable(load.data.status)) {
      return (
        <LoadFormNotice
          heading={notEditable.heading(load.data ? loadRef(load.data.number) : '')}
          body={notEditable.body}
          action={POST_LOAD.backToLoads}
          href={paths.broker.loads.getHref()}
        />
      );
    }
    return <EditLoadForm key={load.data.id} load={load.data} />;
  })();

  return (
    <div className="flex flex-col gap-6">
      {heading}
      {body}
    </div>
  );
}
