import { z } from 'zod';

/**
 * QCMobile answers, parsed leniently: unknown fields are dropped, and a field
 * of an unexpected type becomes null instead of failing the whole record.
 * Amounts stay in FMCSA's unit (thousands of dollars); evidence converts.
 */

const text = z.unknown().transform((v): string | null => {
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  if (typeof v !== 'string') return null;
  const t = v.trim();
  return t === '' ? null : t;
});

/** Upper-case one-letter codes such as "Y"/"N" and authority statuses "A"/"I"/"N". */
const code = text.transform((v) => (v === null ? null : v.toUpperCase()));

/** "750", 750 or "00750" → 750; anything else → null. */
const thousands = text.transform((v) => {
  if (v === null || !/^\d+(\.\d+)?$/.test(v)) return null;
  return Number(v);
});

/** A DOT or docket number as digits without leading zeros. */
const digits = text.transform((v) => (v !== null && /^\d+$/.test(v) ? v.replace(/^0+(?=\d)/, '') : null));

const requiredDigits = digits.transform((v, ctx) => {
  if (v !== null) return v;
  ctx.addIssue({ code: 'custom', message: 'expected a number' });
  return z.NEVER;
});

export const qcCarrier = z.object({
  dotNumber: requiredDigits,
  legalName: text,
  dbaName: text,
  allowedToOperate: code,
  brokerAuthorityStatus: code,
  commonAuthorityStatus: code,
  contractAuthorityStatus: code,
  bipdInsuranceOnFile: thousands,
  bondInsuranceOnFile: thousands,
  phyStreet: text,
  phyCity: text,
  phyState: code,
  phyZipcode: text,
});
/** One carrier (or broker) record as FMCSA reports it; amounts in thousands of dollars. */
export type FmcsaCarrier = z.infer<typeof qcCarrier>;

export const qcAuthority = z.object({
  docketNumber: digits,
  prefix: code,
  authorizedForBroker: code,
  brokerAuthorityStatus: code,
  commonAuthorityStatus: code,
  contractAuthorityStatus: code,
});
/** One operating-authority docket (MC, FF or MX number) of a carrier. */
export type FmcsaAuthority = z.infer<typeof qcAuthority>;

/** Every QCMobile answer is `{ content, retrievalDate, ... }`; `content` must be present (null allowed). */
export const qcEnvelope = z
  .object({ content: z.unknown() })
  .refine((e) => e.content !== undefined, 'no content in the answer');

const carrierItem = z.object({ carrier: qcCarrier });
const authorityItem = z.object({ carrierAuthority: qcAuthority });

/** `content` as a list: null → [], one object → [object], array → array. */
function asList(content: unknown): unknown[] {
  if (content === null) return [];
  return Array.isArray(content) ? content : [content];
}

/** Carriers in `content` (DOT lookup: one object or null; docket search: an array or one object). */
export function parseCarriers(content: unknown): FmcsaCarrier[] {
  return z
    .array(carrierItem)
    .parse(asList(content))
    .map((item) => item.carrier);
}

/** Authority dockets in `content` (an array of `{ carrierAuthority }`, sometimes one object or null). */
export function parseAuthorities(content: unknown): FmcsaAuthority[] {
  return z
    .array(authorityItem)
    .parse(asList(content))
    .map((item) => item.carrierAuthority);
}
