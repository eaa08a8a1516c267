import type { FmcsaEvidence, FmcsaReason, FmcsaVerdict } from '@haulclub/shared';
import type { FmcsaLookupResult } from './fmcsa-client';
import type { FmcsaAuthority, FmcsaCarrier } from './qc-mobile-schema';

/** The BMC-84 surety bond / BMC-85 trust fund a property broker must keep on file, in US dollars. */
export const BROKER_BOND_MINIMUM_USD = 75_000;

/** What the applicant told us, to hold against FMCSA's record. */
export interface BrokerApplicant {
  companyName: string;
  mcNumber: string | null;
  dotNumber: string | null;
  state: string;
}

export interface BrokerVerification {
  verdict: Extract<FmcsaVerdict, 'verified' | 'mismatch' | 'not_found'>;
  reasons: FmcsaReason[];
  evidence: FmcsaEvidence | null;
}

const COMPANY_SUFFIXES = new Set([
  'llc',
  'inc',
  'incorporated',
  'corp',
  'corporation',
  'co',
  'company',
  'ltd',
  'limited',
]);

/** "Peach State Brokerage, Co." and "PEACH STATE BROKERAGE COMPANY" both become "peach state brokerage". */
export function normalizeCompanyName(name: string): string {
  const words = name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
  while (words.length > 1 && COMPANY_SUFFIXES.has(words[words.length - 1] ?? '')) words.pop();
  return words.join(' ');
}

const sameNumber = (a: string | null, b: string | null) =>
  a !== null && b !== null && a.replace(/^0+(?=\d)/, '') === b.replace(/^0+(?=\d)/, '');

/** FMCSA's authority code in the evidence's vocabulary: anything other than A or N counts as inactive. */
function authorityCode(raw: string | null): 'A' | 'I' | 'N' | null {
  if (raw === null) return null;
  return raw === 'A' || raw === 'N' ? raw : 'I';
}

const dollars = (thousands: number | null) => (thousands === null ? null : Math.round(thousands * 1000));
const usd = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** The authority docket of the applicant's MC number, when FMCSA lists it. */
function docketOf(authority: FmcsaAuthority[], mcNumber: string | null): FmcsaAuthority | undefined {
  return authority.find(
    (a) => (a.prefix === null || a.prefix === 'MC') && sameNumber(a.docketNumber, mcNumber),
  );
}

function brokerStatusOf(carrier: FmcsaCarrier, authority: FmcsaAuthority[], docket?: FmcsaAuthority) {
  const fromDocket = docket?.brokerAuthorityStatus ?? (docket?.authorizedForBroker === 'Y' ? 'A' : null);
  return (
    fromDocket ??
    carrier.brokerAuthorityStatus ??
    authority.find((a) => a.brokerAuthorityStatus !== null)?.brokerAuthorityStatus ??
    null
  );
}

function evidenceOf(
  applicant: BrokerApplicant,
  lookup: Extract<FmcsaLookupResult, { kind: 'found' }>,
  brokerStatus: string | null,
  docket?: FmcsaAuthority,
): FmcsaEvidence {
  const { carrier, authority } = lookup;
  const mcDocket = docket ?? authority.find((a) => a.prefix === 'MC' && a.docketNumber !== null);
  const mcConfirmedByDocketSearch =
    applicant.mcNumber !== null &&
    (lookup.docketDotNumbers ?? [carrier.dotNumber]).includes(carrier.dotNumber);
  const address = [carrier.phyStreet, carrier.phyCity, carrier.phyState, carrier.phyZipcode];
  return {
    dotNumber: carrier.dotNumber,
    mcNumber: mcDocket?.docketNumber ?? (mcConfirmedByDocketSearch ? applicant.mcNumber : null),
    legalName: carrier.legalName,
    dbaName: carrier.dbaName,
    allowedToOperate: carrier.allowedToOperate === null ? null : carrier.allowedToOperate === 'Y',
    brokerAuthorityStatus: authorityCode(brokerStatus),
    commonAuthorityStatus: authorityCode(docket?.commonAuthorityStatus ?? carrier.commonAuthorityStatus),
    contractAuthorityStatus: authorityCode(
      docket?.contractAuthorityStatus ?? carrier.contractAuthorityStatus,
    ),
    bipdOnFileUsd: dollars(carrier.bipdInsuranceOnFile),
    bondOnFileUsd: dollars(carrier.bondInsuranceOnFile),
    physicalAddress: address.some((v) => v !== null)
      ? { street: carrier.phyStreet, city: carrier.phyCity, state: carrier.phyState, zip: carrier.phyZipcode }
      : null,
    retrievedAt: lookup.retrievedAt.toISOString(),
  };
}

function nameMismatch(applied: string, { legalName, dbaName }: FmcsaCarrier): string {
  if (legalName && dbaName) {
    return `"${applied}" matches neither FMCSA's legal name "${legalName}" nor its DBA name "${dbaName}"`;
  }
  const name = legalName ?? dbaName;
  return name
    ? `"${applied}" does not match FMCSA's ${legalName ? 'legal' : 'DBA'} name "${name}"`
    : `FMCSA has no company name on file to compare with "${applied}"`;
}

/**
 * Holds an application against FMCSA's record. Every failed rule is one
 * reason; any reason makes the verdict `mismatch`. Pure: no I/O, no clock.
 */
export function verifyBroker(applicant: BrokerApplicant, lookup: FmcsaLookupResult): BrokerVerification {
  if (lookup.kind === 'not_found') return { verdict: 'not_found', reasons: [], evidence: null };

  const { carrier, authority } = lookup;
  const docket = docketOf(authority, applicant.mcNumber);
  const brokerStatus = brokerStatusOf(carrier, authority, docket);
  const evidence = evidenceOf(applicant, lookup, brokerStatus, docket);
  const reasons: FmcsaReason[] = [];

  if (applicant.mcNumber !== null && applicant.dotNumber !== null && lookup.docketDotNumbers !== null) {
    const dots = lookup.docketDotNumbers;
    if (dots.length === 0) {
      reasons.push({ field: 'mcNumber', message: `MC ${applicant.mcNumber} is not on FMCSA's records` });
    } else if (!dots.some((d) => sameNumber(d, applicant.dotNumber))) {
      reasons.push({
        field: 'mcNumber',
        message: `MC ${applicant.mcNumber} belongs to USDOT ${dots.join(', ')}, not ${applicant.dotNumber}`,
      });
    }
  }
  if (carrier.allowedToOperate !== 'Y') {
    reasons.push({ field: 'allowedToOperate', message: 'FMCSA does not allow this company to operate' });
  }
  if (brokerStatus !== 'A') {
    const detail =
      brokerStatus === null || brokerStatus === 'N' ? 'no broker authority' : `status ${brokerStatus}`;
    reasons.push({ field: 'brokerAuthority', message: `No active broker authority (${detail})` });
  }
  const bond = evidence.bondOnFileUsd ?? 0;
  if (bond < BROKER_BOND_MINIMUM_USD) {
    reasons.push({
      field: 'bond',
      message: `Bond on file is ${usd(bond)}, below the ${usd(BROKER_BOND_MINIMUM_USD)} BMC-84/85 minimum`,
    });
  }
  const applied = normalizeCompanyName(applicant.companyName);
  const names = [carrier.legalName, carrier.dbaName].filter((n): n is string => n !== null);
  if (!names.some((n) => normalizeCompanyName(n) === applied)) {
    reasons.push({ field: 'companyName', message: nameMismatch(applicant.companyName, carrier) });
  }
  const state = applicant.state.trim().toUpperCase();
  if (carrier.phyState !== state) {
    reasons.push({
      field: 'state',
      message: carrier.phyState
        ? `Applied from ${state}, but FMCSA's physical address is in ${carrier.phyState}`
        : `FMCSA has no physical address state on file (applied from ${state})`,
    });
  }

  return { verdict: reasons.length > 0 ? 'mismatch' : 'verified', reasons, evidence };
}
