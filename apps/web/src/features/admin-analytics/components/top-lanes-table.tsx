import type { AdminAnalytics } from '@haulclub/shared';
import { ArrowRightIcon } from 'lucide-react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ADMIN_ANALYTICS } from '@/content/admin-analytics';

import { formatPerMile } from '../utils/format';
import { ChartSection, EmptyNote } from './chart-section';

const copy = ADMIN_ANALYTICS.lanes;

/** The busiest lanes of the range: market to market, bookings and average booked rate; cards on phones. */
export function TopLanesTable({ lanes }: { lanes: AdminAnalytics['topLanes'] }) {
  return (
    <ChartSection id="analytics-lanes" heading={copy.heading} intro={copy.intro}>
      {lanes.length === 0 ? (
        <EmptyNote>{copy.empty}</EmptyNote>
      ) : (
        <Table regionLabel={copy.tableLabel} layout="cards">
          <TableHeader>
            <TableRow>
              <TableHead scope="col">{copy.lane}</TableHead>
              <TableHead scope="col" className="md:text-right">
                {copy.bookings}
              </TableHead>
              <TableHead scope="col" className="md:text-right">
                {copy.average}
              </TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {lanes.map((lane) => (
              <TableRow key={`${lane.origin.market}-${lane.destination.market}`}>
                <TableCell className="font-medium md:whitespace-normal">
                  <span className="inline-flex flex-wrap items-center gap-x-1.5">
                    <span>{lane.origin.label}</span>
                    <ArrowRightIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    <span className="sr-only"> {copy.to} </span>
                    <span>{lane.destination.label}</span>
                  </span>
                </TableCell>
                <TableCell label={copy.bookings} className="tabular-nums md:text-right">
                  {lane.bookings.toLocaleString('en-US')}
                </TableCell>
                <TableCell label={copy.average} className="tabular-nums md:text-right">
                  {formatPerMile(lane.averageCents)}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </ChartSection>
  );
}
