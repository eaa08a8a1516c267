import { z } from 'zod';
import { PAYMENT_PROVIDERS } from './payments';

/** Settings the web app may know about; an explicit whitelist, never secrets. */
export const publicConfig = z.object({
  demoMode: z.boolean(),
  contactEmail: z.string(),
  googleSignInEnabled: z.boolean(),
  /** How payments are taken and paid out: the offline sandbox (test cards) or Stripe. */
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
});
export type PublicConfig = z.infer<typeof publicConfig>;
