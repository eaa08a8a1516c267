import type { BrokerApplication, FmcsaReason } from '@haulclub/shared';
import type { ReactNode } from 'react';

import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { ADMIN_APPLICATIONS, ADMIN_COMMON } from '@/content/admin';

import { formatAddress, formatFmcsaAddress } from '../utils/format';
import { ComparisonRow } from './comparison-row';

const copy = ADMIN_APPLICATIONS.comparison;

type Row = { label: string; typed: ReactNode; fmcsa: ReactNode; field: FmcsaReason['field'] };

function rows(application: BrokerApplication): Row[] {
  const evidence = application.verification.evidence;
  const none = evidence ? ADMIN_COMMON.none : copy.noRecord;
  const legal = evidence?.legalName ?? null;
  const dba = evidence?.dbaName ?? null;
  return [
    {
      label: copy.rows.companyName,
      typed: application.companyName,
      fmcsa:
        legal || dba ? (
          <>
            {legal ? <span className="block">{legal}</span> : null}
            {dba ? <span className="block text-muted-foreground">{copy.dba(dba)}</span> : null}
          </>
        ) : (
          none
        ),
      field: 'companyName',
    },
    {
      label: copy.rows.mcNumber,
      typed: application.mcNumber,
      fmcsa: evidence?.mcNumber ?? none,
      field: 'mcNumber',
    },
    {
      label: copy.rows.dotNumber,
      typed: application.dotNumber ?? ADMIN_COMMON.none,
      fmcsa: evidence?.dotNumber ?? none,
      field: 'dotNumber',
    },
    {
      label: copy.rows.address,
      typed: formatAddress({
        street: application.address,
        city: application.city,
        state: application.state,
        zip: application.zipCode,
      }),
      fmcsa: formatFmcsaAddress(evidence) ?? none,
      field: 'state',
    },
  ];
}

/** What the applicant typed beside FMCSA's record; rows named by a mismatch reason are highlighted. */
export function ApplicationComparison({ application }: { application: BrokerApplication }) {
  const flagged = new Set(application.verification.reasons.map((reason) => reason.field));
  return (
    <section aria-labelledby="comparison-heading" className="flex flex-col gap-2">
      <h3 id="comparison-heading" className="font-semibold">
        {copy.heading}
      </h3>
      <Table regionLabel={copy.heading}>
        <caption className="sr-only">{copy.caption}</caption>
        <TableHeader>
          <TableRow>
            <TableHead scope="col" className="w-1/5 whitespace-normal">
              {copy.field}
            </TableHead>
            <TableHead scope="col" className="whitespace-normal">
              {copy.typed}
            </TableHead>
            <TableHead scope="col" className="whitespace-normal">
              {copy.fmcsa}
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows(application).map((row) => (
            <ComparisonRow
              key={row.field}
              label={row.label}
              mismatch={flagged.has(row.field)}
              cells={[row.typed, row.fmcsa]}
            />
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
