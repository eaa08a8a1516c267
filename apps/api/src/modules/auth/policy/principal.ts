import type { Role } from '@haulclub/shared';

/** Who is calling, as established from a verified access token and a live session. */
export interface Principal {
  userId: string;
  email: string;
  /**
   * The role in the database now (at most a few seconds old), not the one in
   * the token. Null until a new (Google) account has chosen one: no role routes.
   */
  role: Role | null;
  sessionId: string;
  aal: string;
}

/** What a route needs: `{}` is any signed-in user; `roles` narrows it. Routes without a policy are public. */
export interface RoutePolicy {
  roles?: readonly Role[];
  /**
   * Callers with one of these roles must have finished onboarding
   * (`profiles.onboarding_complete`), else 403 `onboarding_required`
   * "Complete onboarding first". Other roles the route admits are not asked.
   */
  onboarded?: readonly Role[];
}
