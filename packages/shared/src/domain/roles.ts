export const ROLES = ['trucker', 'broker', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles a person may choose at sign-up; admin is never self-assigned. */
export const SIGNUP_ROLES = ['trucker', 'broker'] as const satisfies readonly Role[];
export type SignupRole = (typeof SIGNUP_ROLES)[number];
