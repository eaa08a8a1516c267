import type { ReceivedRatings } from '@haulclub/shared';
import type { DbExecutor } from '../../../db/client';
import { AppError } from '../../../lib/errors';
import { countReceivedRatings, isRatedMember, selectReceivedRatings } from '../repository';
import { ratingSummaryOf } from '../summary';
import { toRatingView } from '../views';

interface Page {
  page: number;
  pageSize: number;
}

/** A member's received ratings, newest first, one page, with their summary. */
async function receivedRatingsOf(db: DbExecutor, rateeId: string, query: Page): Promise<ReceivedRatings> {
  const offset = (query.page - 1) * query.pageSize;
  const rows = await selectReceivedRatings(db, rateeId, { limit: query.pageSize, offset });
  const total = rows[0]?.total ?? (offset > 0 ? await countReceivedRatings(db, rateeId) : 0);
  return {
    summary: await ratingSummaryOf(db, rateeId),
    ratings: rows.map(toRatingView),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** GET /api/ratings/received: the caller's. */
export const listReceivedRatings = (db: DbExecutor, userId: string, query: Page) =>
  receivedRatingsOf(db, userId, query);

/** GET /api/members/:id/ratings: a trucker's or broker's, for profiles (404 for any other id). */
export async function listMemberRatings(
  db: DbExecutor,
  memberId: string,
  query: Page,
): Promise<ReceivedRatings> {
  if (!(await isRatedMember(db, memberId))) throw AppError.notFound('Member');
  return receivedRatingsOf(db, memberId, query);
}
