import type { BrokerLoad } from '@haulclub/shared';
import type { ReactNode } from 'react';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ADMIN_LOADS, BROKER_LOADS } from '@/content/loads';

import { useEffectiveStatus } from '../hooks/use-effective-status';
import { AdminLoadActions } from './admin-load-actions';
import { BrokerLoadActions } from './broker-load-actions';
import {
  BookedByCell,
  BrokerCell,
  ExpiresCell,
  LaneCell,
  LoadRefCell,
  RateCell,
  StatusCell,
} from './load-cells';

/** Whose table: a broker's own loads (My Loads), or an admin's view of every broker's (All Loads). */
export type LoadsTableViewer = 'broker' | 'admin';

/** An extra control in a row's Actions cell (admin rows), e.g. the load's chats. */
type RenderRowAction = ((load: BrokerLoad) => ReactNode) | undefined;

type LoadRowProps = { load: BrokerLoad; viewer: LoadsTableViewer; renderRowAction: RenderRowAction };

function LoadRow({ load, viewer, renderRowAction }: LoadRowProps) {
  const status = useEffectiveStatus(load);
  const { columns } = viewer === 'admin' ? ADMIN_LOADS : BROKER_LOADS;
  return (
    <TableRow>
      <TableCell>
        <LoadRefCell load={load} />
      </TableCell>
      {viewer === 'admin' ? (
        <TableCell label={ADMIN_LOADS.columns.broker}>
          <BrokerCell load={load} />
        </TableCell>
      ) : null}
      <TableCell label={columns.lane}>
        <LaneCell load={load} />
      </TableCell>
      <TableCell label={columns.rate}>
        <RateCell load={load} />
      </TableCell>
      <TableCell label={columns.status}>
        <StatusCell load={load} status={status} />
      </TableCell>
      <TableCell label={columns.expires}>
        <ExpiresCell load={load} status={status} />
      </TableCell>
      <TableCell label={columns.bookedBy}>
        <BookedByCell load={load} />
      </TableCell>
      <TableCell className="max-md:border-t max-md:pt-3">
        {viewer === 'admin' ? (
          <AdminLoadActions load={load} status={status} extra={renderRowAction?.(load)} />
        ) : (
          <BrokerLoadActions load={load} status={status} />
        )}
      </TableCell>
    </TableRow>
  );
}

type LoadsTableProps = { loads: BrokerLoad[]; viewer: LoadsTableViewer; renderRowAction?: RenderRowAction };

/** One page of loads, with a Broker column for admins; one card per load below 768 px. */
export function LoadsTable({ loads, viewer, renderRowAction }: LoadsTableProps) {
  const copy = viewer === 'admin' ? ADMIN_LOADS : BROKER_LOADS;
  return (
    <Table regionLabel={copy.tableLabel} layout="cards">
      <TableHeader>
        <TableRow>
          {Object.values(copy.columns).map((label) => (
            <TableHead key={label} scope="col">
              {label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loads.map((load) => (
          <LoadRow key={load.id} load={load} viewer={viewer} renderRowAction={renderRowAction} />
        ))}
      </TableBody>
    </Table>
  );
}
