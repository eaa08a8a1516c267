import type { MeResponse } from '@haulclub/shared';
import { AppError } from '../../../lib/errors';
import { recordAudit, type RequestContext } from '../../audit/index';
import { findProfile, lockUser, toMeResponse, type Principal } from '../../auth/index';
import type { MembershipDeps } from '../deps';
import { findBroker, markOnboardingComplete } from '../repository';

/**
 * POST /api/onboarding/complete: a broker finishes onboarding after
 * registering (payout setup may be finished later from Payments).
 */
export async function completeBrokerOnboarding(
  deps: MembershipDeps,
  principal: Principal,
  ctx: RequestContext,
): Promise<MeResponse> {
  return deps.db.transaction(async (tx) => {
    const user = await lockUser(tx, principal.userId);
    if (!user) throw new AppError('unauthorized', 'Your session has ended. Sign in again.');
    if (!(await findBroker(tx, principal.userId))) {
      throw AppError.validation(
        [{ field: 'companyName', message: 'Register your brokerage first' }],
        'Register your brokerage (step 1) before finishing onboarding.',
      );
    }
    await markOnboardingComplete(tx, principal.userId);
    await recordAudit(tx, {
      action: 'onboarding.completed',
      actorUserId: principal.userId,
      targetType: 'user',
      targetId: principal.userId,
      ...ctx,
      data: { role: 'broker' },
    });
    return toMeResponse(user, await findProfile(tx, principal.userId));
  });
}
