import { describe, expect, it } from 'vitest';
import { FMCSA_FIXTURE_RECORDS, type FmcsaFixtureRecord } from './fixture/records';
import type { FmcsaLookupResult } from './fmcsa-client';
import { parseAuthorities, parseCarriers } from './qc-mobile-schema';
import { normalizeCompanyName, verifyBroker, type BrokerApplicant } from './verify-broker';

const retrievedAt = new Date('2025-03-04T15:00:00.000Z');

/** The lookup result the client builds from a fixture record, through the same lenient parsers. */
function found(
  record: FmcsaFixtureRecord,
  changes: Record<string, unknown> = {},
  docketDotNumbers: string[] | null = null,
): FmcsaLookupResult {
  const [carrier] = parseCarriers({ carrier: { ...record.carrier, ...changes } });
  if (!carrier) throw new Error('fixture record without a carrier');
  const authority = parseAuthorities(record.authority.map((a) => ({ carrierAuthority: a })));
  return { kind: 'found', carrier, authority, docketDotNumbers, retrievedAt };
}

function applicantOf(record: FmcsaFixtureRecord, overrides: Partial<BrokerApplicant> = {}): BrokerApplicant {
  const { companyName, mcNumber, dotNumber, state } = record;
  return { companyName, mcNumber, dotNumber, state, ...overrides };
}

const fields = (result: ReturnType<typeof verifyBroker>) => result.reasons.map((r) => r.field).sort();
const { validBroker, carrierWithoutBrokerAuthority, inactiveCompany, peachState, mileHigh } =
  FMCSA_FIXTURE_RECORDS;

describe('verifyBroker', () => {
  it('verifies a broker in good standing and records the evidence in whole dollars', () => {
    const result = verifyBroker(applicantOf(validBroker), found(validBroker, {}, ['1234567']));
    expect(result.verdict).toBe('verified');
    expect(result.reasons).toEqual([]);
    expect(result.evidence).toEqual({
      dotNumber: '1234567',
      mcNumber: '123456',
      legalName: 'LONE STAR FREIGHT BROKERAGE LLC',
      dbaName: null,
      allowedToOperate: true,
      brokerAuthorityStatus: 'A',
      commonAuthorityStatus: 'N',
      contractAuthorityStatus: 'N',
      bipdOnFileUsd: 0,
      bondOnFileUsd: 75_000,
      physicalAddress: { street: '2100 ROSS AVE STE 900', city: 'DALLAS', state: 'TX', zip: '75201' },
      retrievedAt: '2025-03-04T15:00:00.000Z',
    });
  });

  it('matches names across case, punctuation and company suffixes, and the DBA name', () => {
    expect(verifyBroker(applicantOf(peachState), found(peachState)).verdict).toBe('verified');
    expect(verifyBroker(applicantOf(mileHigh), found(mileHigh)).verdict).toBe('verified');
    const variant = applicantOf(validBroker, { companyName: '  lone star freight brokerage, l.l.c. ' });
    expect(verifyBroker(variant, found(validBroker)).verdict).toBe('verified');
  });

  it('flags a carrier without broker authority or bond, converting BIPD from thousands', () => {
    const result = verifyBroker(
      applicantOf(carrierWithoutBrokerAuthority),
      found(carrierWithoutBrokerAuthority),
    );
    expect(result.verdict).toBe('mismatch');
    expect(result.reasons).toEqual([
      { field: 'brokerAuthority', message: 'No active broker authority (no broker authority)' },
      { field: 'bond', message: 'Bond on file is $0, below the $75,000 BMC-84/85 minimum' },
    ]);
    expect(result.evidence).toMatchObject({ bipdOnFileUsd: 750_000, commonAuthorityStatus: 'A' });
  });

  it('flags a company FMCSA does not allow to operate, with inactive authority', () => {
    const result = verifyBroker(applicantOf(inactiveCompany), found(inactiveCompany));
    expect(result.verdict).toBe('mismatch');
    expect(fields(result)).toEqual(['allowedToOperate', 'bond', 'brokerAuthority']);
    expect(result.reasons).toContainEqual({
      field: 'allowedToOperate',
      message: 'FMCSA does not allow this company to operate',
    });
    expect(result.reasons).toContainEqual({
      field: 'brokerAuthority',
      message: 'No active broker authority (status I)',
    });
    expect(result.evidence).toMatchObject({ allowedToOperate: false, brokerAuthorityStatus: 'I' });
  });

  it('flags a bond just under the minimum, given as a number', () => {
    const result = verifyBroker(applicantOf(validBroker), found(validBroker, { bondInsuranceOnFile: 74.5 }));
    expect(result.reasons).toEqual([
      { field: 'bond', message: 'Bond on file is $74,500, below the $75,000 BMC-84/85 minimum' },
    ]);
  });

  it('flags a company name matching neither the legal nor the DBA name', () => {
    const result = verifyBroker(
      applicantOf(mileHigh, { companyName: 'Rocky Mountain Freight LLC' }),
      found(mileHigh),
    );
    expect(result.reasons).toEqual([
      {
        field: 'companyName',
        message:
          '"Rocky Mountain Freight LLC" matches neither FMCSA\'s legal name "MHF TRANSPORTATION, L.L.C." nor its DBA name "MILE HIGH FREIGHT"',
      },
    ]);
  });

  it('flags an applicant state other than the physical address state', () => {
    const result = verifyBroker(applicantOf(validBroker, { state: 'ok' }), found(validBroker));
    expect(result.reasons).toEqual([
      { field: 'state', message: "Applied from OK, but FMCSA's physical address is in TX" },
    ]);
  });

  it('flags an MC number that belongs to another USDOT number', () => {
    const result = verifyBroker(applicantOf(validBroker), found(validBroker, {}, ['7654321']));
    expect(result.verdict).toBe('mismatch');
    expect(result.reasons).toEqual([
      { field: 'mcNumber', message: 'MC 123456 belongs to USDOT 7654321, not 1234567' },
    ]);
  });

  it('flags an MC number FMCSA does not know when the DOT number is found', () => {
    const result = verifyBroker(applicantOf(validBroker, { mcNumber: '111111' }), found(validBroker, {}, []));
    expect(result.reasons).toEqual([{ field: 'mcNumber', message: "MC 111111 is not on FMCSA's records" }]);
  });

  it('reports not_found without evidence when FMCSA has no record', () => {
    expect(verifyBroker(applicantOf(validBroker), { kind: 'not_found' })).toEqual({
      verdict: 'not_found',
      reasons: [],
      evidence: null,
    });
  });
});

describe('normalizeCompanyName', () => {
  it.each([
    ['Lone Star Freight Brokerage LLC', 'lone star freight brokerage'],
    ['PEACH STATE BROKERAGE COMPANY', 'peach state brokerage'],
    ['Smith & Sons Trucking Co., Inc.', 'smith and sons trucking'],
    ["O'Neil Freight Corp.", 'oneil freight'],
    ['CO Logistics Ltd', 'co logistics'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeCompanyName(input)).toBe(expected);
  });
});
