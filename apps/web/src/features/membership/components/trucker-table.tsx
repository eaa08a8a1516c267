import type { BrokerTrucker } from '@haulclub/shared';

import { Badge } from '@/components/ui/badge';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { BROKER_TRUCKERS } from '@/content/membership';

const copy = BROKER_TRUCKERS.truckers;
const { columns } = copy;

/**
 * The broker's truckers: who they are, what they drive, where from, and whether onboarding is done.
 * One card each on phones.
 */
export function TruckerTable({ truckers }: { truckers: BrokerTrucker[] }) {
  return (
    <Table regionLabel={copy.tableLabel} layout="cards">
      <TableHeader>
        <TableRow>
          <TableHead scope="col">{columns.name}</TableHead>
          <TableHead scope="col">{columns.email}</TableHead>
          <TableHead scope="col">{columns.company}</TableHead>
          <TableHead scope="col">{columns.truckType}</TableHead>
          <TableHead scope="col">{columns.homeBase}</TableHead>
          <TableHead scope="col">{columns.onboarding}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {truckers.map((trucker) => (
          <TableRow key={trucker.userId}>
            <TableCell className="font-medium whitespace-nowrap">
              {trucker.firstName} {trucker.lastName}
              {trucker.suspended ? (
                <Badge variant="destructive" className="ml-2">
                  {copy.suspended}
                </Badge>
              ) : null}
            </TableCell>
            <TableCell label={columns.email} className="md:whitespace-nowrap">
              {trucker.email}
            </TableCell>
            <TableCell label={columns.company} className="md:min-w-36">
              {trucker.companyName ?? copy.none}
            </TableCell>
            <TableCell label={columns.truckType} className="md:whitespace-nowrap">
              {trucker.truckType ?? copy.none}
            </TableCell>
            <TableCell label={columns.homeBase} className="md:whitespace-nowrap">
              {trucker.homeBase ?? copy.none}
            </TableCell>
            <TableCell label={columns.onboarding}>
              <Badge variant={trucker.onboardingComplete ? 'success' : 'secondary'}>
                {trucker.onboardingComplete ? copy.onboarded : copy.notOnboarded}
              </Badge>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
