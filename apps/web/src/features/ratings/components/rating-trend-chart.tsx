import type { RatingSummary } from '@haulclub/shared';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { RECEIVED_RATINGS as copy, ratingFigure } from '@/content/ratings';
import { ChartDataTable } from '@/components/ui/chart-data-table';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekLabel = (weekStart: string) => shortDate.format(new Date(`${weekStart.slice(0, 10)}T00:00:00Z`));

/**
 * Weekly average stars as a line chart. The chart is decoration for sighted users; the visually
 * hidden table carries every figure for assistive technology.
 */
export function RatingTrendChart({ weekly }: { weekly: RatingSummary['weekly'] }) {
  const any = weekly.some((w) => w.count > 0);
  const data = weekly.map((w) => ({ week: weekLabel(w.weekStart), average: w.average }));
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-muted-foreground">{copy.chartSummary(weekly.length)}</figcaption>
      {any ? (
        <div aria-hidden="true" className="h-56 w-full min-w-0">
          <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 320, height: 224 }}>
            <LineChart
              data={data}
              margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
              accessibilityLayer={false}
            >
              <CartesianGrid strokeDasharray="3 3" vertical={false} />
              <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
              <YAxis domain={[1, 5]} ticks={[1, 2, 3, 4, 5]} tick={{ fontSize: 12 }} width={28} />
              <Tooltip formatter={(value) => [ratingFigure(Number(value)), copy.weekAverage]} />
              <Line
                type="monotone"
                dataKey="average"
                stroke="var(--color-primary, #ea580c)"
                strokeWidth={2}
                connectNulls
                dot={{ r: 3 }}
                isAnimationActive={false}
              />
            </LineChart>
          </ResponsiveContainer>
        </div>
      ) : (
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">{copy.chartEmpty}</p>
      )}
      <ChartDataTable
        caption={copy.chartTableLabel}
        columns={[copy.week, copy.weekAverage, copy.weekCount]}
        rows={weekly}
        rowKey={(w) => w.weekStart}
        cells={(w) => [weekLabel(w.weekStart), w.average === null ? '–' : ratingFigure(w.average), w.count]}
      />
    </figure>
  );
}
