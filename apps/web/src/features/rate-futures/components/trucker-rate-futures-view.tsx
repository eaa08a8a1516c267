import { HourglassIcon } from 'lucide-react';

import { DashboardCard } from '@/components/ui/dashboard-card';
import { RATE_FUTURES_LIST as copy } from '@/content/rate-futures';

import { RateFuturesList } from './rate-futures-list';

/** Rate futures per page of /trucker/rate-futures. */
export const RATE_FUTURES_PAGE_SIZE = 25;

/** /trucker/rate-futures: every open rate future, newest first, each with its countdown and Accept. */
export function TruckerRateFuturesView() {
  return (
    <DashboardCard id="rate-futures-heading" heading={copy.listLabel} icon={HourglassIcon}>
      <RateFuturesList pageSize={RATE_FUTURES_PAGE_SIZE} paged />
    </DashboardCard>
  );
}
