import type { z } from 'zod';
import type { AdminInviteRequestList, adminInviteRequestListQuery } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { listInviteRequestViews } from '../../invite-requests/index';
import { toAdminInviteRequest } from '../invite-request-view';

const MAX_REQUESTS = 500;

/** GET /api/admin/invite-requests: the Get Invited queue by status, newest first. */
export async function listInviteRequests(
  db: DbExecutor,
  query: z.output<typeof adminInviteRequestListQuery>,
): Promise<AdminInviteRequestList> {
  const status = query.status === 'all' ? undefined : query.status;
  const { items, total } = await listInviteRequestViews(db, status, MAX_REQUESTS);
  return { items: items.map(toAdminInviteRequest), total };
}
