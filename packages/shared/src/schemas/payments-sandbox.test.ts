import { describe, expect, it } from 'vitest';
import { completeSandboxOnboardingInput, isValidAbaRoutingNumber } from './payments-sandbox';

describe('isValidAbaRoutingNumber', () => {
  it('accepts real routing numbers and the sandbox test value', () => {
    for (const n of ['110000000', '021000021', '011401533', '091000019']) {
      expect(isValidAbaRoutingNumber(n), n).toBe(true);
    }
  });

  it('refuses a bad checksum or a wrong length', () => {
    for (const n of ['123456789', '110000001', '11000000', '1100000000', '11000000a']) {
      expect(isValidAbaRoutingNumber(n), n).toBe(false);
    }
  });
});

describe('completeSandboxOnboardingInput', () => {
  const valid = {
    token: 't',
    legalName: 'Lone Star LLC',
    routingNumber: '110000000',
    accountNumber: '000123456789',
  };

  it('accepts digits with spaces or dashes and keeps only the digits', () => {
    const parsed = completeSandboxOnboardingInput.parse({
      ...valid,
      routingNumber: '1100-00000',
      accountNumber: '0001 2345 6789',
    });
    expect(parsed).toMatchObject({ routingNumber: '110000000', accountNumber: '000123456789' });
  });

  it('names each bad field', () => {
    const result = completeSandboxOnboardingInput.safeParse({
      token: 't',
      legalName: ' ',
      routingNumber: '123456789',
      accountNumber: '123',
    });
    expect(result.success).toBe(false);
    const fields = result.error?.issues.map((i) => i.path.join('.')).sort();
    expect(fields).toEqual(['accountNumber', 'legalName', 'routingNumber']);
  });
});
