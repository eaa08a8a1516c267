import type { Role } from '@haulclub/shared';

import { PageHeading } from '@/components/layout/page-heading';
import { PageTitle } from '@/components/layout/page-title';
import { CREATE_FUTURE, FREIGHT_FUTURES } from '@/content/futures';

import { useBrokerCanCreate } from '../api/get-broker-standing';
import { useFuturesLiveRefresh } from '../hooks/use-futures-live-refresh';
import { BrokerFuturesList } from './broker-futures-list';
import { CreateFutureDialog } from './create-future-dialog';
import { OpenFuturesList } from './open-futures-list';

function BrokerCreateFuture() {
  const canCreate = useBrokerCanCreate();
  return (
    <CreateFutureDialog disabledReason={canCreate.data === false ? CREATE_FUTURE.notVerified : undefined} />
  );
}

/**
 * /freight-futures: the open futures for every onboarded member, live. Truckers lock them in; brokers
 * create futures and see their own in every status; admins read.
 */
export function FreightFuturesView({ role }: { role: Role }) {
  useFuturesLiveRefresh();
  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-8 px-4 py-8 sm:px-6 sm:py-10">
      <PageTitle title={FREIGHT_FUTURES.title} />
      <PageHeading
        heading={FREIGHT_FUTURES.heading}
        intro={FREIGHT_FUTURES.intro}
        action={role === 'broker' ? <BrokerCreateFuture /> : undefined}
      />
      <OpenFuturesList canLock={role === 'trucker'} />
      {role === 'broker' ? <BrokerFuturesList /> : null}
    </div>
  );
}
