// Request and response schemas of the sandbox payment provider's onboarding page.
import { z } from 'zod';
import { isoDateTime, requiredText } from './formats';

/** ABA routing number checksum: 3·(d1+d4+d7) + 7·(d2+d5+d8) + (d3+d6+d9) is a multiple of 10. */
const ABA_WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7, 1];

export function isValidAbaRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const sum = [...value].reduce((total, digit, i) => total + Number(digit) * (ABA_WEIGHTS[i] ?? 0), 0);
  return sum % 10 === 0;
}

const digitsOnly = (v: unknown) => (typeof v === 'string' ? v.replace(/[\s-]/g, '') : v);

export const abaRoutingNumber = z.preprocess(
  digitsOnly,
  z
    .string({ error: 'Routing number is required' })
    .regex(/^\d{9}$/, 'Routing number must be 9 digits')
    .refine(isValidAbaRoutingNumber, 'This is not a valid ABA routing number'),
);

export const bankAccountNumber = z.preprocess(
  digitsOnly,
  z
    .string({ error: 'Account number is required' })
    .regex(/^\d{4,17}$/, 'Account number must be 4 to 17 digits'),
);

export const sandboxConnectParams = z.object({ accountId: z.string().min(1).max(64) });
export const sandboxConnectQuery = z.object({ token: z.string().min(1).max(200) });

/** GET /api/sandbox/connect/:accountId?token=: what the onboarding page shows. */
export const sandboxConnectPage = z.object({
  accountId: z.string(),
  email: z.string(),
  businessName: z.string(),
  country: z.string(),
  expiresAt: isoDateTime,
});
export type SandboxConnectPage = z.infer<typeof sandboxConnectPage>;

/** POST /api/sandbox/connect/:accountId/complete: simulated bank details (only the last 4 digits are kept). */
export const completeSandboxOnboardingInput = z.object({
  token: z.string({ error: 'The onboarding link is incomplete' }).min(1).max(200),
  legalName: requiredText('Legal name', 160),
  routingNumber: abaRoutingNumber,
  accountNumber: bankAccountNumber,
});
export type CompleteSandboxOnboardingInput = z.infer<typeof completeSandboxOnboardingInput>;

export const completeSandboxOnboardingResponse = z.object({
  /** Where the user goes next: HaulClub's payments page. */
  returnUrl: z.string(),
});
export type CompleteSandboxOnboardingResponse = z.infer<typeof completeSandboxOnboardingResponse>;
