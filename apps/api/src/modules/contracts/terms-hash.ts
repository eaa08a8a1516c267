import { createHash } from 'node:crypto';
import type { ContractTerms } from '@haulclub/shared';

/**
 * The canonical JSON of a contract's terms: exactly these three keys in this
 * order, JSON.stringify's escaping, no whitespace. What a signature's SHA-256
 * is taken over, so anyone holding the terms can recompute it.
 */
export function canonicalTerms(terms: ContractTerms): string {
  return JSON.stringify({
    paymentTerms: terms.paymentTerms,
    cancellationPolicy: terms.cancellationPolicy,
    insuranceRequirements: terms.insuranceRequirements,
  });
}

export function termsSha256(terms: ContractTerms): string {
  return createHash('sha256').update(canonicalTerms(terms), 'utf8').digest('hex');
}
