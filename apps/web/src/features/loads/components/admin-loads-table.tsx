import type { BrokerLoad } from '@haulclub/shared';

import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ADMIN_LOADS, LOAD_TEXT } from '@/content/loads';

import { useEffectiveStatus } from '../hooks/use-effective-status';
import { AdminLoadActions } from './admin-load-actions';
import { BookedByCell, ExpiresCell, LaneCell, LoadRefCell, RateCell, StatusCell } from './load-cells';

const { columns } = ADMIN_LOADS;

function AdminLoadRow({ load }: { load: BrokerLoad }) {
  const status = useEffectiveStatus(load);
  return (
    <TableRow>
      <TableCell>
        <LoadRefCell load={load} />
      </TableCell>
      <TableCell>
        <span className="flex min-w-36 flex-col">
          <span className="font-medium">{load.broker.companyName}</span>
          <span className="text-muted-foreground">{LOAD_TEXT.mc(load.broker.mcNumber)}</span>
        </span>
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
        <AdminLoadActions load={load} status={status} />
      </TableCell>
    </TableRow>
  );
}

/** Every broker's loads of one page; scrolls sideways inside its region on narrow screens. */
export function AdminLoadsTable({ loads }: { loads: BrokerLoad[] }) {
  return (
    <Table regionLabel={ADMIN_LOADS.tableLabel}>
      <TableHeader>
        <TableRow>
          {Object.values(columns).map((label) => (
            <TableHead key={label} scope="col">
              {label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody>
        {loads.map((load) => (
          <AdminLoadRow key={load.id} load={load} />
        ))}
      </TableBody>
    </Table>
  );
}
