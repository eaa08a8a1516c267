import type { Role } from '@haulclub/shared';

/** Who is calling, as established from a verified access token and a live session. */
export interface Principal {
  userId: string;
  email: string;
  /**
   * The role in the database now (a role change reaches every process's
   * session cache by NOTIFY), not the one in the token. Null until a new
   * (Google) account has chosen one: no role routes.
   */
  role: Role | null;
  sessionId: string;
  aal: string;
  /**
   * True when the session's cached state already knows the user finished onboarding (it never reverts), so
   * onboarding-gated routes need not read the profile again. Absent or false: read it.
   */
  onboardingComplete?: boolean;
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
