import { PageTitle } from '@/components/layout/page-title';
import { RECEIVED_RATINGS } from '@/content/ratings';
import { BrokerRatingsPage } from '@/features/ratings/components/broker-ratings-page';

/** /broker/ratings: the ratings truckers gave the broker, with averages and trends, live. */
export function Component() {
  return (
    <>
      <PageTitle title={RECEIVED_RATINGS.title} />
      <BrokerRatingsPage />
    </>
  );
}
