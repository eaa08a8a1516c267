import type { BrokerTruckersResponse } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import type { Principal } from '../../auth/index';
import { toBrokerTrucker, toInvitation } from '../invitation-view';
import { listInvitationViews } from '../repository/invitation-view-repository';
import { listTruckersOfBroker } from '../repository/member-repository';

const MAX_INVITATIONS = 500;

/** GET /api/broker/truckers: the broker's truckers and the invitations sent for them, newest first. */
export async function listBrokerTruckers(db: DbExecutor, broker: Principal): Promise<BrokerTruckersResponse> {
  const [truckers, invitations] = await Promise.all([
    listTruckersOfBroker(db, broker.userId),
    listInvitationViews(db, { brokerId: broker.userId, limit: MAX_INVITATIONS }),
  ]);
  const now = new Date();
  return {
    truckers: truckers.map(toBrokerTrucker),
    invitations: invitations.map((view) => toInvitation(view, now)),
  };
}
