import { MONEY_COMMON, TRUCKER_MONEY } from '@/content/money';

import { useTruckerEarnings } from '../api/get-trucker-earnings';
import { useMoneyLiveRefresh } from '../hooks/use-money-live-refresh';
import { EarningsLoadsTable } from './earnings-loads-table';
import { EarningsStats } from './earnings-stats';
import { MoneyProblem, MoneySection } from './money-section';
import { WeeklyEarningsChart } from './weekly-earnings-chart';

/** /trucker/earnings' figures: Paid / In escrow / Pending, the weekly chart and the per-load table; live. */
export function TruckerEarningsPanel() {
  useMoneyLiveRefresh('member');
  const report = useTruckerEarnings();
  if (report.isError) return <MoneyProblem error={report.error} onRetry={() => void report.refetch()} />;
  const data = report.data;
  return (
    <>
      <EarningsStats totals={data?.totals} />
      {data ? (
        <>
          <MoneySection
            id="weekly-earnings"
            title={TRUCKER_MONEY.chart.title}
            description={TRUCKER_MONEY.chart.description}
          >
            <WeeklyEarningsChart weekly={data.weekly} />
          </MoneySection>
          <MoneySection
            id="earnings-per-load"
            title={TRUCKER_MONEY.loads.title}
            more={{ shown: data.loads.length, total: data.loadCount }}
          >
            <EarningsLoadsTable rows={data.loads} />
          </MoneySection>
        </>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          {MONEY_COMMON.loading}
        </p>
      )}
    </>
  );
}
