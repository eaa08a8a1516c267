// The ratings module's public surface.
export { ratingsPlugin } from './plugin';
export type { RatingsDeps } from './deps';
export { ratingSummaryOf } from './summary';
export { bookingRatingStates } from './services/booking-rating-states';
export { ratingStateOf, type RatableBooking } from './rules';
