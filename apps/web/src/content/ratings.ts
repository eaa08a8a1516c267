import { RATING_RULES } from '@haulclub/shared';

/** Copy of two-way ratings: the Rate dialog, /broker/ratings, the profile section and the rating stats. */

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** 4.3 → "4.3"; always one decimal. */
export const ratingFigure = (average: number) => average.toFixed(1);

/** +0.3 → "+0.3 vs previous 30 days"; 0 → "No change vs previous 30 days". */
export const ratingChange = (change: number) =>
  change === 0
    ? `No change vs previous ${String(RATING_RULES.trendDays)} days`
    : `${change > 0 ? '+' : '−'}${Math.abs(change).toFixed(1)} vs previous ${String(RATING_RULES.trendDays)} days`;

export const RATINGS_COMMON = {
  stars: (stars: number) => plural(stars, 'star', 'stars'),
  starsOutOf: (stars: number) => `${String(stars)} out of ${String(RATING_RULES.maxStars)} stars`,
  ratings: (count: number) => plural(count, 'rating', 'ratings'),
  noRatings: 'No ratings yet',
  retry: 'Try again',
  unknownError: 'Something went wrong. Please try again.',
};

export const RATE_DIALOG = {
  rate: 'Rate',
  rateLabel: (ref: string, whom: string) => `Rate ${whom} for ${ref}`,
  rated: (stars: number) => `Rated ★${String(stars)}`,
  ratedLabel: (ref: string, stars: number) => `Rated ★${String(stars)} for ${ref}, change your rating`,
  titleNew: (whom: string, ref: string) => `Rate ${whom} for ${ref}`,
  titleEdit: (whom: string, ref: string) => `Change your rating of ${whom} for ${ref}`,
  description: `Your rating and comment are shown to them and on their profile. You can change them for ${String(RATING_RULES.editDays)} days.`,
  editableUntil: (when: string) => `You can change it until ${when}.`,
  starsLegend: 'Stars',
  starOption: (stars: number) => `${String(stars)} ${stars === 1 ? 'star' : 'stars'}`,
  comment: 'Comment (optional)',
  commentPlaceholder: 'How did the load go?',
  commentHint: (max: number) => `Up to ${max.toLocaleString('en-US')} characters.`,
  cancel: 'Cancel',
  submit: 'Submit rating',
  update: 'Save rating',
  submitting: 'Saving…',
  saved: (ref: string, stars: number) => `Rated ${ref} ★${String(stars)}`,
  failed: 'Your rating was not saved',
  theirRating: (stars: number) => `They rated you ★${String(stars)}`,
  broker: 'the broker',
  trucker: (name: string) => name,
};

export const RECEIVED_RATINGS = {
  title: 'Ratings',
  heading: 'Ratings',
  intro:
    'What truckers said after their deliveries: your average, how it moves, and every rating you received.',
  summaryHeading: 'Your rating',
  summaryLoadError: 'Your ratings could not be loaded',
  loading: 'Loading ratings…',
  average: 'Average rating',
  count: (count: number) => `from ${plural(count, 'rating', 'ratings')}`,
  noChange: 'Not enough ratings in the last 60 days to show a trend',
  distributionLabel: 'Ratings by stars',
  distributionRow: (stars: number, count: number) =>
    `${String(stars)} ★: ${plural(count, 'rating', 'ratings')}`,
  chartHeading: 'Weekly average',
  chartSummary: (weeks: number) => `Average stars per week over the last ${String(weeks)} weeks.`,
  chartEmpty: 'No ratings in these weeks yet.',
  chartTableLabel: 'Weekly average rating',
  week: 'Week',
  weekAverage: 'Average',
  weekCount: 'Ratings',
  listHeading: 'Received ratings',
  listLabel: 'Received ratings',
  empty: 'No ratings yet',
  emptyHint: 'Ratings appear here once a delivery is confirmed and the other party rates it.',
  from: (name: string, company: string | null) => (company ? `from ${name} (${company})` : `from ${name}`),
  previous: 'Previous',
  next: 'Next',
  paginationLabel: 'Pages of ratings',
  pageStatus: (page: number, pages: number, total: number) =>
    `Page ${String(page)} of ${String(pages)} · ${String(total)} in all`,
};

export const PROFILE_RATINGS = {
  heading: 'Your ratings',
  intro: 'What brokers said after your confirmed deliveries.',
};

export const RATING_STAT = {
  label: 'Average rating',
  detail: (count: number) => `from ${plural(count, 'rating', 'ratings')}`,
  loadError: 'Could not load your rating',
};
