import type { SpeedScoreView } from '@haulclub/shared';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { SPEED_SCORE as copy } from '@/content/speed-score';
import { ChartDataTable } from '@/components/ui/chart-data-table';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekLabel = (weekStart: string) => shortDate.format(new Date(`${weekStart.slice(0, 10)}T00:00:00Z`));

/**
 * The weekly score (12 weeks) as a line chart. The chart is decoration for sighted users; the
 * visually hidden table carries every figure for assistive technology.
 */
export function ScoreHistoryChart({ history }: { history: SpeedScoreView['history'] }) {
  const any = history.some((w) => w.score !== null);
  const data = history.map((w) => ({ week: weekLabel(w.weekStart), score: w.score }));
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-muted-foreground">{copy.historySummary}</figcaption>
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
              <YAxis domain={[0, 100]} tick={{ fontSize: 12 }} width={32} />
              <Tooltip formatter={(value) => [String(value), copy.score]} />
              <Line
                type="monotone"
                dataKey="score"
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
        <p className="rounded-lg border border-dashed p-4 text-sm text-muted-foreground">
          {copy.historyEmpty}
        </p>
      )}
      <ChartDataTable
        caption={copy.historyTableLabel}
        columns={[copy.week, copy.score]}
        rows={history}
        rowKey={(w) => w.weekStart}
        cells={(w) => [weekLabel(w.weekStart), w.score ?? copy.noScore]}
      />
    </figure>
  );
}
