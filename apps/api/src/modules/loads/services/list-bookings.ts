import type { BookingList, BookingStage } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { selectBookings } from '../repository/booking-views';
import { requireTrucker } from './access';
import { bookingViewsFor } from './booking-access';

interface BookingListQuery {
  scope: 'active' | 'history';
  /** Only this stage, within the scope (a stage the scope excludes yields nothing). */
  stage?: BookingStage | undefined;
  page: number;
  pageSize: number;
}

async function list(
  db: DbExecutor,
  party: { truckerId: string } | { brokerId: string },
  query: BookingListQuery,
): Promise<BookingList> {
  const filter = { ...party, scope: query.scope, stage: query.stage };
  const offset = (query.page - 1) * query.pageSize;
  const rows = await selectBookings(db, { ...filter, limit: query.pageSize, offset });
  const total = rows[0]?.total ?? (offset > 0 ? ((await selectBookings(db, filter))[0]?.total ?? 0) : 0);
  const viewerId = 'truckerId' in party ? party.truckerId : party.brokerId;
  const items = await bookingViewsFor(db, viewerId, rows);
  return { items, total, page: query.page, pageSize: query.pageSize };
}

/** GET /api/trucker/bookings: the trucker's bookings in a scope (and stage), newest first. */
export async function listTruckerBookings(
  db: DbExecutor,
  truckerId: string,
  query: BookingListQuery,
): Promise<BookingList> {
  await requireTrucker(db, truckerId);
  return list(db, { truckerId }, query);
}

/** GET /api/broker/bookings: bookings of the broker's loads in a scope (and stage), newest first. */
export async function listBrokerBookings(
  db: DbExecutor,
  brokerId: string,
  query: BookingListQuery,
): Promise<BookingList> {
  return list(db, { brokerId }, query);
}
