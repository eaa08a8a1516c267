import { EQUIPMENT_TYPES, type AdminAnalytics, type EquipmentType } from '@haulclub/shared';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

import { ADMIN_ANALYTICS } from '@/content/admin-analytics';

import { formatDay, formatPerMile } from '../utils/format';
import { ChartSection, EmptyNote } from './chart-section';
import { ChartDataTable } from '@/components/ui/chart-data-table';

const copy = ADMIN_ANALYTICS.rates;

const COLORS: Record<EquipmentType, string> = {
  Hotshot: '#ea580c',
  'Power Only': '#7c3aed',
  Flatbed: '#2563eb',
  'Dry Van': '#16a34a',
  'Step Deck': '#db2777',
  RGN: '#854d0e',
  Reefer: '#0891b2',
};

type Row = { week: string } & Partial<Record<EquipmentType, number>>;

/** One row per week with a column per equipment (cents per mile), oldest week first. */
function pivot(points: AdminAnalytics['ratePerMile']): Row[] {
  const rows = new Map<string, Row>();
  for (const p of [...points].sort((a, b) => a.weekStart.localeCompare(b.weekStart))) {
    const row = rows.get(p.weekStart) ?? { week: formatDay(p.weekStart) };
    row[p.equipment] = p.averageCents;
    rows.set(p.weekStart, row);
  }
  return [...rows.values()];
}

const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/** Weekly average booked rate per mile, one line per equipment that was booked in the range. */
export function RatePerMileChart({ points }: { points: AdminAnalytics['ratePerMile'] }) {
  const equipment = EQUIPMENT_TYPES.filter((e) => points.some((p) => p.equipment === e));
  return (
    <ChartSection id="analytics-rates" heading={copy.heading} intro={copy.intro}>
      {points.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : (
        <>
          <div aria-hidden="true" className="h-64 w-full">
            <ResponsiveContainer width="100%" height="100%">
              <LineChart
                data={pivot(points)}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="week" tick={{ fontSize: 12 }} interval="preserveStartEnd" minTickGap={16} />
                <YAxis tickFormatter={dollars} tick={{ fontSize: 12 }} width={52} domain={['auto', 'auto']} />
                <Tooltip formatter={(value, name) => [formatPerMile(Number(value)), name]} />
                <Legend wrapperStyle={{ fontSize: 12 }} itemSorter={null} />
                {equipment.map((e) => (
                  <Line
                    key={e}
                    type="monotone"
                    dataKey={e}
                    name={e}
                    stroke={COLORS[e]}
                    strokeWidth={2}
                    connectNulls
                    isAnimationActive={false}
                  />
                ))}
              </LineChart>
            </ResponsiveContainer>
          </div>
          {/* In a clipped box: a table ignores a 1 px width and would widen the page. */}
          <ChartDataTable
            caption={copy.tableLabel}
            columns={[copy.week, copy.equipment, copy.average, copy.bookings]}
            rows={points}
            rowKey={(p) => `${p.weekStart}-${p.equipment}`}
            cells={(p) => [formatDay(p.weekStart), p.equipment, formatPerMile(p.averageCents), p.bookings]}
          />
        </>
      )}
    </ChartSection>
  );
}
