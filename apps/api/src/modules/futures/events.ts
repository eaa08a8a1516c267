import { FUTURES_EVENT_TYPES, type FuturesEvent } from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import type { FuturesDeps } from './deps';

/** The public `futures` topic: ids and statuses only (screens refetch what they may see). */
export const FUTURES_TOPIC = 'futures';

/** `future.changed` in the changing transaction (sent when it commits). */
export async function announceFuture(
  deps: Pick<FuturesDeps, 'live'>,
  tx: DbExecutor,
  event: FuturesEvent,
): Promise<void> {
  await deps.live.publish(
    FUTURES_TOPIC,
    FUTURES_EVENT_TYPES.future,
    { id: event.id, status: event.status },
    tx,
  );
}

/** `precommitment.changed` in the changing transaction (sent when it commits). */
export async function announcePrecommitment(
  deps: Pick<FuturesDeps, 'live'>,
  tx: DbExecutor,
  event: FuturesEvent,
): Promise<void> {
  await deps.live.publish(
    FUTURES_TOPIC,
    FUTURES_EVENT_TYPES.precommitment,
    { id: event.id, status: event.status },
    tx,
  );
}
