import type { z } from 'zod';
import type { createTruckerInvitationInput, Invitation } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import type { Principal } from '../../auth/index';
import type { InvitationDeps, RequestContext } from '../deps';
import { assertVerifiedBroker } from './assert-verified-broker';
import { issueInvitation } from './issue-invitation';

/** POST /api/broker/invitations: a verified broker invites a trucker who will belong to them. */
export async function createTruckerInvitation(
  tx: DbExecutor,
  deps: InvitationDeps,
  broker: Principal,
  input: z.output<typeof createTruckerInvitationInput>,
  ctx: RequestContext,
): Promise<Invitation> {
  await assertVerifiedBroker(tx, broker.userId);
  return issueInvitation(
    tx,
    deps,
    broker,
    { kind: 'trucker', email: input.email, note: input.note, brokerId: broker.userId },
    broker.userId,
    ctx,
  );
}
