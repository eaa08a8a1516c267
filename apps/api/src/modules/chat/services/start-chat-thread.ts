import type { ChatThread } from '@haulclub/shared';
import type { Principal } from '../../auth/index';
import { findTrucker } from '../../membership/index';
import { AppError } from '../../../lib/errors';
import type { ChatDeps } from '../deps';
import { findThreadOnOpenLoad, insertThreadIfOpen } from '../repository';
import { threadViews } from './thread-views';

/**
 * POST /api/loads/:id/chat: the trucker's thread about a load, created on
 * first use (race-safe on the unique (load, trucker) key). The load must be
 * visible to truckers (active and unexpired by the database clock) or booked
 * by this trucker; otherwise it does not exist for them (404). A premium load inside its
 * early-access window is open only to truckers with early access (404 for the others).
 */
export async function startChatThread(
  deps: Pick<ChatDeps, 'db' | 'settings'>,
  principal: Principal,
  loadId: string,
): Promise<{ thread: ChatThread; created: boolean }> {
  const truckerId = principal.userId;
  if (!(await findTrucker(deps.db, truckerId)))
    throw new AppError('onboarding_required', 'Complete onboarding first');
  const { premiumWindowMinutes } = deps.settings.current();
  const inserted = await insertThreadIfOpen(deps.db, loadId, truckerId, premiumWindowMinutes);
  const id =
    inserted?.id ?? (await findThreadOnOpenLoad(deps.db, loadId, truckerId, premiumWindowMinutes))?.id;
  const [thread] = id ? await threadViews(deps.db, { id }, truckerId, 1, deps.settings.current()) : [];
  if (!thread) throw AppError.notFound('Load');
  return { thread, created: inserted !== undefined };
}
