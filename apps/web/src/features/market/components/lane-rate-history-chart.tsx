import type { LaneRatesResponse } from '@haulclub/shared';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { LANE_RATES, MARKET_TEXT, perMile } from '@/content/market';
import { ChartDataTable } from '@/components/ui/chart-data-table';

type History = LaneRatesResponse['equipment'][number]['history'];

const copy = LANE_RATES.history;
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekLabel = (weekStart: string) => shortDate.format(new Date(`${weekStart}T00:00:00Z`));
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * The 30-day average at the end of each week as a line; weeks under the floor are gaps (null), never
 * joined over. The chart is for sighted users; the visually hidden table carries every figure.
 */
export function LaneRateHistoryChart({ history }: { history: History }) {
  const data = history.map((point) => ({
    week: weekLabel(point.weekStart),
    averageCents: point.averageCents,
  }));
  const any = history.some((point) => point.averageCents !== null);
  return (
    <figure className="flex min-w-0 flex-col gap-3">
      <figcaption className="text-sm text-muted-foreground">{copy.summary(history.length)}</figcaption>
      {any ? (
        <div aria-hidden="true" className="h-56 w-full min-w-0">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 224 }}>
            <LineChart
              data={data}
              margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
              <YAxis tickFormatter={dollars} tick={{ fontSize: 12 }} width={56} domain={['auto', 'auto']} />
              <Tooltip
                formatter={(value) => [
                  value === null || value === undefined ? MARKET_TEXT.notEnoughData : perMile(Number(value)),
                  copy.average,
                ]}
              />
              <Line
                type="monotone"
                dataKey="averageCents"
                stroke="var(--color-primary, #ea580c)"
                strokeWidth={2}
                dot={{ r: 2 }}
                connectNulls={false}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{copy.empty}</p>
      )}
      {/* A table ignores a 1 px width: the clipped box keeps it from widening the page. */}
      <ChartDataTable
        caption={copy.tableLabel}
        columns={[copy.week, copy.average, copy.bookings]}
        rows={history}
        rowKey={(point) => point.weekStart}
        cells={(point) => [
          weekLabel(point.weekStart),
          point.averageCents === null ? MARKET_TEXT.notEnoughData : perMile(point.averageCents),
          MARKET_TEXT.bookingsFromBrokers(point.bookings, point.brokers),
        ]}
      />
    </figure>
  );
}
