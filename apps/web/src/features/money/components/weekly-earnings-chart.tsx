import type { TruckerEarnings } from '@haulclub/shared';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { TRUCKER_MONEY } from '@/content/money';

import { money } from '../utils/format';
import { EmptyNote } from './money-section';

const copy = TRUCKER_MONEY.chart;

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const weekLabel = (weekStart: string) => shortDate.format(new Date(`${weekStart}T00:00:00Z`));
const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/**
 * Paid cents per week (12 weeks) as a bar chart. The chart is decoration for sighted users; the
 * summary and the visually hidden table carry every figure for assistive technology.
 */
export function WeeklyEarningsChart({ weekly }: { weekly: TruckerEarnings['weekly'] }) {
  const total = weekly.reduce((sum, w) => sum + w.paidCents, 0);
  const data = weekly.map((w) => ({ week: weekLabel(w.weekStart), paidCents: w.paidCents }));
  return (
    <figure className="flex flex-col gap-3">
      <figcaption className="text-sm text-muted-foreground">
        {copy.summary(money(total), weekly.length)}
      </figcaption>
      {total === 0 ? <EmptyNote>{copy.empty}</EmptyNote> : null}
      <div aria-hidden="true" className="h-56 w-full">
        <ResponsiveContainer width="100%" height="100%">
          <BarChart
            data={data}
            margin={{ top: 8, right: 8, bottom: 0, left: 8 }}
            // The figures are in the table below; the chart itself takes no keyboard focus.
            accessibilityLayer={false}
          >
            <CartesianGrid strokeDasharray="3 3" vertical={false} />
            <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" />
            <YAxis tickFormatter={dollars} tick={{ fontSize: 12 }} width={64} allowDecimals={false} />
            <Tooltip formatter={(value) => [money(Number(value)), copy.paid]} />
            <Bar dataKey="paidCents" fill="var(--color-primary, #ea580c)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <table className="sr-only">
        <caption>{copy.tableLabel}</caption>
        <thead>
          <tr>
            <th scope="col">{copy.week}</th>
            <th scope="col">{copy.paid}</th>
          </tr>
        </thead>
        <tbody>
          {weekly.map((w) => (
            <tr key={w.weekStart}>
              <th scope="row">{weekLabel(w.weekStart)}</th>
              <td>{money(w.paidCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
