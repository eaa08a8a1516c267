import { DISPUTE_RESOLUTIONS, ESCROW_LIMITS, type ResolveDisputeInput } from '@haulclub/shared';
import { z } from 'zod';

import { ADMIN_MONEY } from '@/content/money';

import { money, parseDollars } from './format';

const copy = ADMIN_MONEY.resolve;
export const SPLIT_FIELDS = ['truckerCents', 'brokerCents', 'platformCents'] as const;

/** The resolve dialog's fields: the split's parts typed in dollars (named as the API's cent fields). */
export const resolveFormSchema = (totalCents: number) =>
  z
    .object({
      resolution: z.enum(DISPUTE_RESOLUTIONS),
      truckerCents: z.string(),
      brokerCents: z.string(),
      platformCents: z.string(),
      note: z.string().trim().min(1, 'Note is required').max(ESCROW_LIMITS.note),
    })
    .superRefine((values, ctx) => {
      if (values.resolution !== 'split') return;
      const parts = SPLIT_FIELDS.map((field) => parseDollars(values[field]));
      SPLIT_FIELDS.forEach((field, i) => {
        if (parts[i] === null) ctx.addIssue({ code: 'custom', path: [field], message: copy.amountInvalid });
      });
      if (parts.some((cents) => cents === null)) return;
      const sum = parts.reduce<number>((a, b) => a + (b ?? 0), 0);
      if (sum !== totalCents) {
        ctx.addIssue({ code: 'custom', path: ['truckerCents'], message: copy.mustSum(money(totalCents)) });
      }
    });
export type ResolveFormValues = z.infer<ReturnType<typeof resolveFormSchema>>;

/** The sum of the typed parts in cents (unparsable parts count as 0). */
export const splitSum = (values: Partial<Pick<ResolveFormValues, (typeof SPLIT_FIELDS)[number]>>) =>
  SPLIT_FIELDS.reduce((sum, field) => sum + (parseDollars(values[field] ?? '') ?? 0), 0);

/** The API body from valid form values. */
export function toResolveInput(values: ResolveFormValues): ResolveDisputeInput {
  const base = { resolution: values.resolution, note: values.note.trim() };
  if (values.resolution !== 'split') return base;
  return {
    ...base,
    truckerCents: parseDollars(values.truckerCents) ?? 0,
    brokerCents: parseDollars(values.brokerCents) ?? 0,
    platformCents: parseDollars(values.platformCents) ?? 0,
  };
}
