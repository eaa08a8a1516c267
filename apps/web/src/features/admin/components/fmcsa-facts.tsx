import type { FmcsaReason, FmcsaVerification } from '@haulclub/shared';

import { Table, TableBody } from '@/components/ui/table';
import { ADMIN_APPLICATIONS } from '@/content/admin';
import { formatDateTime } from '@/lib/format';

import { formatUsd } from '../utils/format';
import { ComparisonRow } from './comparison-row';

const copy = ADMIN_APPLICATIONS.facts;

function yesNo(value: boolean | null): string {
  return value === null ? copy.unknown : value ? copy.yes : copy.no;
}

/** A missing amount on a record FMCSA returned means none on file; without a record it is unknown. */
function dollars(value: number | null, hasRecord: boolean): string {
  if (value !== null) return formatUsd(value);
  return hasRecord ? copy.noneOnFile : copy.unknown;
}

/** What only FMCSA knows: operating status, broker authority, bond and insurance, and when it was asked. */
export function FmcsaFacts({ verification }: { verification: FmcsaVerification }) {
  const { evidence, checkedAt, reasons } = verification;
  const flagged = new Set<FmcsaReason['field']>(reasons.map((reason) => reason.field));
  const authority = evidence?.brokerAuthorityStatus;
  const facts: { label: string; value: string; field?: FmcsaReason['field'] }[] = [
    {
      label: copy.allowedToOperate,
      value: yesNo(evidence?.allowedToOperate ?? null),
      field: 'allowedToOperate',
    },
    {
      label: copy.brokerAuthority,
      value: authority ? copy.authority[authority] : copy.unknown,
      field: 'brokerAuthority',
    },
    { label: copy.bond, value: dollars(evidence?.bondOnFileUsd ?? null, Boolean(evidence)), field: 'bond' },
    { label: copy.bipd, value: dollars(evidence?.bipdOnFileUsd ?? null, Boolean(evidence)) },
    { label: copy.checkedAt, value: checkedAt ? formatDateTime(checkedAt) : copy.notChecked },
  ];

  return (
    <section aria-labelledby="fmcsa-facts-heading" className="flex flex-col gap-2">
      <h3 id="fmcsa-facts-heading" className="font-semibold">
        {copy.heading}
      </h3>
      <Table regionLabel={copy.heading}>
        <TableBody>
          {facts.map((fact) => (
            <ComparisonRow
              key={fact.label}
              label={fact.label}
              mismatch={fact.field ? flagged.has(fact.field) : false}
              cells={[fact.value]}
            />
          ))}
        </TableBody>
      </Table>
    </section>
  );
}
