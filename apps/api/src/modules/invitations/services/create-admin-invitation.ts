import type { z } from 'zod';
import type { createAdminInvitationInput, Invitation } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import type { Principal } from '../../auth/index';
import type { InvitationDeps, RequestContext } from '../deps';
import { assertBrokerOption } from './assert-verified-broker';
import { issueInvitation } from './issue-invitation';

/** POST /api/admin/invitations: an admin invites a broker, or a trucker (optionally for a verified broker). */
export async function createAdminInvitation(
  tx: DbExecutor,
  deps: InvitationDeps,
  admin: Principal,
  input: z.output<typeof createAdminInvitationInput>,
  ctx: RequestContext,
): Promise<Invitation> {
  if (input.brokerId) {
    if (input.kind !== 'trucker') {
      throw AppError.validation([
        { field: 'brokerId', message: 'Only a trucker invitation can name a broker' },
      ]);
    }
    await assertBrokerOption(tx, input.brokerId);
  }
  return issueInvitation(
    tx,
    deps,
    admin,
    { kind: input.kind, email: input.email, note: input.note, brokerId: input.brokerId ?? null },
    'anyone',
    ctx,
  );
}
