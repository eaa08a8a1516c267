import type { RatingView } from '@haulclub/shared';
import type { RatingRecord } from './repository';
import { ratingEditableUntil } from './rules';

const iso = (v: string) => new Date(v).toISOString();
const nameOf = (first: string | null, last: string | null, company: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim() || company || 'HaulClub member';

export function toRatingView(r: RatingRecord): RatingView {
  return {
    id: r.id,
    bookingId: r.bookingId,
    loadNumber: r.loadNumber,
    lane: `${r.pickupCity}, ${r.pickupState} → ${r.deliveryCity}, ${r.deliveryState}`,
    raterRole: r.raterRole,
    rater: {
      id: r.raterId,
      name: nameOf(r.raterFirstName, r.raterLastName, r.raterCompanyName),
      companyName: r.raterCompanyName,
    },
    ratee: {
      id: r.rateeId,
      name: nameOf(r.rateeFirstName, r.rateeLastName, r.rateeCompanyName),
      companyName: r.rateeCompanyName,
    },
    stars: r.stars,
    comment: r.comment,
    createdAt: iso(r.createdAt),
    updatedAt: iso(r.updatedAt),
    editableUntil: ratingEditableUntil(r.createdAt).toISOString(),
  };
}
