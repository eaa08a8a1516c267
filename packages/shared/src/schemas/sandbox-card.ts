// The card details the sandbox payment provider takes (test cards only; the API never stores the number).
import { z } from 'zod';

/** Luhn checksum, as every card number carries. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The sandbox's test cards and what a charge on each does (Stripe's test numbers and messages). */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': { outcome: 'succeeded' },
  '4000000000000002': { outcome: 'declined', message: 'Your card was declined.' },
  '4000000000009995': { outcome: 'declined', message: 'Your card has insufficient funds.' },
} as const;

/** A valid card number that is not one of the test cards is declined, as Stripe's test mode does. */
export const SANDBOX_NON_TEST_CARD_MESSAGE =
  'Your card was declined. The sandbox accepts test cards only, such as 4242 4242 4242 4242.';

const stripSeparators = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);

export const sandboxCardInput = z
  .object({
    number: z.preprocess(
      stripSeparators,
      z
        .string({ error: 'Card number is required' })
        .regex(/^\d{13,19}$/, 'Card number must be 13 to 19 digits')
        .refine(isLuhnValid, 'This card number is not valid'),
    ),
    expMonth: z
      .number({ error: 'Expiry month is required' })
      .int('Expiry month must be 1 to 12')
      .min(1, 'Expiry month must be 1 to 12')
      .max(12, 'Expiry month must be 1 to 12'),
    expYear: z
      .number({ error: 'Expiry year is required' })
      .int('Expiry year must be a four-digit year')
      .min(2000, 'Expiry year must be a four-digit year')
      .max(2100, 'Expiry year must be a four-digit year'),
    cvc: z.string({ error: 'CVC is required' }).regex(/^\d{3,4}$/, 'CVC must be 3 or 4 digits'),
  })
  .refine(
    // A card works through the last day of its expiry month (UTC); a malformed date has its own message.
    (card) =>
      !Number.isInteger(card.expMonth) ||
      card.expMonth < 1 ||
      card.expMonth > 12 ||
      card.expYear < 2000 ||
      Date.UTC(card.expYear, card.expMonth, 1) > Date.now(),
    { message: 'This card has expired', path: ['expYear'] },
  );
export type SandboxCardInput = z.infer<typeof sandboxCardInput>;
