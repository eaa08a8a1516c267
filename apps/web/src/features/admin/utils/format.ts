import type { FmcsaEvidence } from '@haulclub/shared';

import { isApiError } from '@/lib/api-client';

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** Whole US dollars, e.g. $75,000. */
export function formatUsd(dollars: number): string {
  return usd.format(dollars);
}

/** "First Last", or the email when no name is known. */
export function personName(person: { firstName: string; lastName: string; email: string }): string {
  return `${person.firstName} ${person.lastName}`.trim() || person.email;
}

/** One line from address parts, skipping the blank ones. */
export function formatAddress(parts: {
  street?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}): string {
  const stateZip = [parts.state, parts.zip].filter(Boolean).join(' ');
  return [parts.street, parts.city, stateZip].filter(Boolean).join(', ');
}

export function formatFmcsaAddress(evidence: FmcsaEvidence | null): string | null {
  const address = evidence?.physicalAddress;
  if (!address) return null;
  return formatAddress(address) || null;
}

/** What to tell the admin about a failed call: the problem's detail, else the error message. */
export function errorDetail(error: unknown): string {
  if (isApiError(error)) return error.detail;
  return error instanceof Error ? error.message : String(error);
}
