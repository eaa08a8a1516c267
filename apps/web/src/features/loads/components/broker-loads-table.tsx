import type { BrokerLoad } from '@haulclub/shared';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { BROKER_LOADS } from '@/content/loads';

import { useEffectiveStatus } from '../hooks/use-effective-status';
import { BrokerLoadActions } from './broker-load-actions';
import { BookedByCell, ExpiresCell, LaneCell, LoadRefCell, RateCell, StatusCell } from './load-cells';

const { columns } = BROKER_LOADS;

function BrokerLoadRow({ load }: { load: BrokerLoad }) {
  const status = useEffectiveStatus(load);
  return (
    <TableRow>
      <TableCell>
        <LoadRefCell load={load} />
      </TableCell>
      <TableCell>
        <LaneCell load={load} />
      </TableCell>
      <TableCell>
        <RateCell load={load} />
      </TableCell>
      <TableCell>
        <StatusCell load={load} status={status} />
      </TableCell>
      <TableCell>
        <ExpiresCell load={load} status={status} />
      </TableCell>
      <TableCell>
        <BookedByCell load={load} />
      </TableCell>
      <TableCell>
        <BrokerLoadActions load={load} status={status} />
      </TableCell>
    </TableRow>
  );
}

/** The broker's loads of one page; scrolls sideways inside its region on narrow screens. */
export function BrokerLoadsTable({ loads }: { loads: BrokerLoad[] }) {
  return (
    <Table regionLabel={BROKER_LOADS.tableLabel}>
      <TableHeader>
        <TableRow>
          {[
            columns.load,
            columns.lane,
            columns.rate,
            columns.status,
            columns.expires,
            columns.bookedBy,
            columns.actions,
          ].map((label) => (
            <TableHead key={label} scope="col">
              {label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loads.map((load) => (
          <BrokerLoadRow key={load.id} load={load} />
        ))}
      </TableBody>
    </Table>
  );
}
