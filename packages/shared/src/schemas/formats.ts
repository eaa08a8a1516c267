import { z } from 'zod';
import { US_STATES } from '../domain/states';

/** Bounds of the free-text fields of membership forms. */
export const MEMBERSHIP_LIMITS = {
  name: 80,
  companyName: 160,
  address: 200,
  city: 100,
  experience: 2000,
  note: 1000,
  equipmentDetails: 500,
  lane: 120,
  lanes: 20,
  reason: 1000,
} as const;

/** A required trimmed text field with a named message. */
export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** An optional trimmed text field; blank means absent. */
export const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .optional()
    .transform((v) => (v ? v : undefined));

const stripPrefix = (value: unknown, prefix: RegExp) =>
  typeof value === 'string' ? value.trim().replace(prefix, '').trim() : value;

/** MC (docket) number: digits only, 1–8 of them; an "MC" or "MC-" prefix is accepted and dropped. */
export const mcNumber = z.preprocess(
  (v) => stripPrefix(v, /^mc[\s-]*/i),
  z
    .string({ error: 'MC number is required' })
    .min(1, 'MC number is required')
    .regex(/^\d{1,8}$/, 'MC number must be 1 to 8 digits'),
);

/** USDOT number: digits only, 1–8 of them; a "DOT" or "USDOT" prefix is accepted and dropped. */
export const dotNumber = z.preprocess(
  (v) => stripPrefix(v, /^(us)?dot[\s#-]*/i),
  z.string().regex(/^\d{1,8}$/, 'DOT number must be 1 to 8 digits'),
);

/** An optional DOT or MC number: blank means none. */
export const optionalDotNumber = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  dotNumber.optional(),
);
export const optionalMcNumber = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  mcNumber.optional(),
);

/** Five-digit US ZIP code. */
export const zipCode = z
  .string({ error: 'ZIP is required' })
  .trim()
  .regex(/^\d{5}$/, 'ZIP must be 5 digits');

/** One of the 50 US state codes (case-insensitive on input, upper case on output). */
export const usState = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim().toUpperCase() : v),
  z.enum(US_STATES, { error: 'Choose a state from the 50 US state codes' }),
);

/** A US phone number: 10 digits (an optional leading 1 and any punctuation allowed); stored as +1XXXXXXXXXX. */
export const usPhone = z
  .string({ error: 'Phone is required' })
  .trim()
  .min(1, 'Phone is required')
  .transform((v, ctx) => {
    const digits = v.replace(/[\s().+-]/g, '');
    const ten = /^1?(\d{10})$/.exec(digits)?.[1];
    if (!ten || !/^[2-9]\d{2}[2-9]\d{6}$/.test(ten)) {
      ctx.addIssue({ code: 'custom', message: 'Enter a 10-digit US phone number' });
      return z.NEVER;
    }
    return `+1${ten}`;
  });

/** An optional US phone: blank means none. */
export const optionalUsPhone = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? undefined : v),
  usPhone.optional(),
);

/** Formats a stored +1XXXXXXXXXX phone as (XXX) XXX-XXXX. */
export function formatPhone(e164: string): string {
  const m = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return m ? `(${m[1]}) ${m[2]}-${m[3]}` : e164;
}

/** Query-string pagination shared by list endpoints. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const isoDateTime = z.string();

/**
 * What a date-time given to HaulClub may be: years 1900 to 9999 in UTC, with a real-world UTC offset. PostgreSQL's
 * timestamptz stores all of them (it refuses a year 0, which ISO 8601 strings allow), and nothing HaulClub
 * schedules lies outside them.
 */
export const DATE_TIME_BOUNDS = { minYear: 1900, maxYear: 9999, maxOffsetMinutes: 14 * 60 } as const;

const MIN_INSTANT = Date.UTC(DATE_TIME_BOUNDS.minYear, 0, 1);
const END_INSTANT = Date.UTC(DATE_TIME_BOUNDS.maxYear + 1, 0, 1);

/** Minutes east of UTC of an ISO date-time's offset (`Z`, `+05:30`, `-0600`); null without one. */
function offsetMinutes(value: string): number | null {
  if (/z$/i.test(value)) return 0;
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(value);
  if (!m) return null;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/**
 * An ISO 8601 date and time with a UTC offset (`2026-03-01T08:00:00-06:00`) within DATE_TIME_BOUNDS. Every date-time
 * a request carries uses this one schema, so none can reach the database out of its range.
 */
export const dateTimeInput = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time` })
    .refine((v) => {
      const offset = offsetMinutes(v);
      return offset === null || Math.abs(offset) <= DATE_TIME_BOUNDS.maxOffsetMinutes;
    }, `${label} must have a UTC offset between -14:00 and +14:00`)
    .refine((v) => {
      const at = Date.parse(v);
      // An unparseable value already failed the format check above.
      return Number.isNaN(at) || (at >= MIN_INSTANT && at < END_INSTANT);
    }, `${label} must be between the years ${DATE_TIME_BOUNDS.minYear} and ${DATE_TIME_BOUNDS.maxYear}`);
