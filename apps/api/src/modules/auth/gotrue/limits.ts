/** Per-IP limits of the GoTrue endpoints (@fastify/rate-limit route config). */
export const SIGNUP_LIMIT = { rateLimit: { max: 30, timeWindow: 5 * 60_000 } };
export const EMAIL_LIMIT = SIGNUP_LIMIT;
export const TOKEN_LIMIT = { rateLimit: { max: 150, timeWindow: 5 * 60_000 } };
