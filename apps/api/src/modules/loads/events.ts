import {
  BOOKING_EVENT_TYPES,
  LOAD_EVENT_TYPES,
  LOADS_TOPIC,
  type LoadBoardEvent,
  type LoadStatus,
} from '@haulclub/shared';
import type { DbExecutor } from '../../db/client';
import { queueSpeedScoreRefresh } from '../speed-score/index';
import type { LoadsDeps } from './deps';
import type { BookingRecord } from './repository/booking-views';
import { toBookingEvent } from './booking-view';

type BoardChange = (typeof LOAD_EVENT_TYPES)[keyof typeof LOAD_EVENT_TYPES];

/**
 * Announces a change of a load inside its transaction: `load.updated` to the
 * broker's tabs and admins, and `board` (posted / updated / removed) on the
 * public `loads` topic when truckers' boards must change. Data is only the id
 * and status; clients fetch what they may see.
 */
export async function announceLoad(
  deps: Pick<LoadsDeps, 'live'>,
  tx: DbExecutor,
  load: { id: string; brokerId: string; status: LoadStatus },
  board: BoardChange | null,
): Promise<void> {
  const data: LoadBoardEvent = { id: load.id, status: load.status };
  if (board) await deps.live.publish(LOADS_TOPIC, board, data, tx);
  await deps.live.publish(`user:${load.brokerId}`, LOAD_EVENT_TYPES.updated, data, tx);
  await deps.live.publish('admin', LOAD_EVENT_TYPES.updated, data, tx);
}

/** `booking.updated` to both parties' tabs; both parties' speed scores are recomputed after commit. */
export async function announceBooking(
  deps: Pick<LoadsDeps, 'live'>,
  tx: DbExecutor,
  booking: BookingRecord,
): Promise<void> {
  const data = toBookingEvent(booking);
  await deps.live.publish(`user:${booking.truckerId}`, BOOKING_EVENT_TYPES.updated, data, tx);
  await deps.live.publish(`user:${booking.brokerId}`, BOOKING_EVENT_TYPES.updated, data, tx);
  await queueSpeedScoreRefresh(tx, [booking.truckerId, booking.brokerId]);
}
