import type { AdminAnalytics } from '@haulclub/shared';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { ADMIN_ANALYTICS } from '@/content/admin-analytics';

import { formatDay } from '../utils/format';
import { ChartSection, EmptyNote } from './chart-section';
import { ChartDataTable } from '@/components/ui/chart-data-table';

const copy = ADMIN_ANALYTICS.daily;

const SERIES = [
  { key: 'posted', name: copy.posted, color: '#2563eb' },
  { key: 'booked', name: copy.booked, color: '#16a34a' },
  { key: 'expiredUnbooked', name: copy.expired, color: '#dc2626' },
] as const;

/**
 * Loads posted, booked and expired unbooked per UTC day, a line each. The chart is for sighted
 * users; the visually hidden table carries every figure for assistive technology.
 */
export function DailyLoadsChart({ daily }: { daily: AdminAnalytics['daily'] }) {
  const empty = daily.every((d) => d.posted + d.booked + d.expiredUnbooked === 0);
  const data = daily.map((d) => ({ ...d, day: formatDay(d.date) }));
  return (
    <ChartSection id="analytics-daily" heading={copy.heading}>
      {empty ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : (
        <>
          <div aria-hidden="true" className="h-64 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart
                data={data}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="day" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
                <YAxis tick={{ fontSize: 12 }} width={40} allowDecimals={false} />
                <Tooltip />
                <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
                {SERIES.map((s) => (
                  <Line
                    key={s.key}
                    type="monotone"
                    dataKey={s.key}
                    name={s.name}
                    stroke={s.color}
                    strokeWidth={2}
                    dot={daily.length <= 31}
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
          <ChartDataTable
            caption={copy.tableLabel}
            columns={[copy.date, ...SERIES.map((s) => s.name)]}
            rows={daily}
            rowKey={(d) => d.date}
            cells={(d) => [formatDay(d.date), d.posted, d.booked, d.expiredUnbooked]}
          />
        </>
      )}
    </ChartSection>
  );
}
