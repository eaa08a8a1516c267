import { z } from 'zod';

/** Settings the web app may know about; an explicit whitelist, never secrets. */
export const publicConfig = z.object({
  demoMode: z.boolean(),
  contactEmail: z.string(),
  googleSignInEnabled: z.boolean(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
