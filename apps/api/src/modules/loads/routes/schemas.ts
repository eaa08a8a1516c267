import { problem } from '@haulclub/shared';

/** Truckers reach the board, bookings and chat only once onboarding is complete (403 otherwise). */
export const ONBOARDED_TRUCKERS = ['trucker' as const];

/** Route policies of the module (every route declares one). */
export const brokerOnly = { auth: { roles: ['broker' as const] } };
export const truckerOnly = { auth: { roles: ['trucker' as const], onboarded: ONBOARDED_TRUCKERS } };
export const adminOnly = { auth: { roles: ['admin' as const] } };
export const partiesAndAdmins = {
  auth: { roles: ['trucker' as const, 'broker' as const, 'admin' as const], onboarded: ONBOARDED_TRUCKERS },
};

/** The problem responses every route of the module may answer with. */
export const errors = { 400: problem, 401: problem, 403: problem, 404: problem };
