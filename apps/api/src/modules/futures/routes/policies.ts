import { problem } from '@haulclub/shared';

/** Route policies of the module (every route declares one); truckers only once onboarding is complete. */
export const members = {
  auth: { roles: ['trucker' as const, 'broker' as const, 'admin' as const], onboarded: ['trucker' as const] },
};
export const brokerOnly = { auth: { roles: ['broker' as const] } };
export const truckerOnly = { auth: { roles: ['trucker' as const], onboarded: ['trucker' as const] } };

/** The problem responses every route of the module may answer with. */
export const errors = { 400: problem, 401: problem, 403: problem, 404: problem };
export const tags = ['futures'];
