import {
  SPEED_SCORE_HISTORY_WEEKS,
  SPEED_SCORE_MIN_BOOKINGS,
  SPEED_SCORE_WINDOW_DAYS,
} from '@haulclub/shared';

/** Copy of speed scores: /trucker/score, the dashboard cards and the "Early access" badge. */

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

export const SPEED_SCORE = {
  title: 'Speed Score',
  heading: 'Speed Score',
  intro: `How fast and reliable you have been over the last ${String(SPEED_SCORE_WINDOW_DAYS)} days, from the timestamps of your bookings and chats.`,
  loading: 'Loading your speed score…',
  loadError: 'Your speed score could not be loaded',
  retry: 'Try again',
  unknownError: 'Something went wrong. Please try again.',
  scoreLabel: 'Your speed score',
  outOf: '/ 100',
  scoreAria: (score: number) => `Speed score ${String(score)} out of 100`,
  notEnoughData: 'Not enough data yet',
  needMore: (have: number) => {
    const missing = Math.max(0, SPEED_SCORE_MIN_BOOKINGS - have);
    return `A score needs ${plural(SPEED_SCORE_MIN_BOOKINGS, 'booking', 'bookings')} in the last ${String(SPEED_SCORE_WINDOW_DAYS)} days; you have ${plural(have, 'booking', 'bookings')}, ${plural(missing, 'more', 'more')} to go.`;
  },
  basedOn: (bookings: number) =>
    `Based on ${plural(bookings, 'booking', 'bookings')} in the last ${String(SPEED_SCORE_WINDOW_DAYS)} days.`,
  change: (change: number) =>
    change === 0
      ? 'No change vs 4 weeks ago'
      : `${change > 0 ? '+' : '−'}${String(Math.abs(change))} vs 4 weeks ago`,
  rank: (topPercent: number) => `top ${String(topPercent)}%`,
  rankDetail: (position: number, of: number) =>
    `#${position.toLocaleString('en-US')} of ${of.toLocaleString('en-US')} active truckers`,
  brokerRankDetail: (position: number, of: number) =>
    `#${position.toLocaleString('en-US')} of ${of.toLocaleString('en-US')} active brokers`,
  noRank: 'Not ranked yet',
  earlyAccess: 'Early access to premium freight',
  earlyAccessDetail: 'Premium loads reach you before everyone else.',
  componentsHeading: 'What makes up your score',
  componentsIntro: 'Each part counts by its weight; a part without data yet does not count.',
  weight: (weight: number) => `${String(weight)}% of the score`,
  noComponentData: 'No data yet',
  componentValue: (label: string, percent: number) => `${label}: ${String(percent)} out of 100`,
  samples: (samples: number) => plural(samples, 'sample', 'samples'),
  historyHeading: 'Weekly history',
  historySummary: `Your score at the end of each of the last ${String(SPEED_SCORE_HISTORY_WEEKS)} weeks.`,
  historyEmpty: 'No weekly scores yet.',
  historyTableLabel: 'Weekly speed score',
  week: 'Week',
  score: 'Score',
  noScore: 'No score',
};

export const SPEED_SCORE_STAT = {
  label: 'Speed score',
  rankLabel: 'Rank',
  detailOutOf: 'out of 100',
  notEnough: 'Not enough data yet',
  loadError: 'Could not load your speed score',
};

export const BROKER_SPEED_CARD = {
  heading: 'Your speed score',
  intro: 'How quickly you confirm deliveries, fund escrow and answer truckers.',
};

export const EARLY_ACCESS = {
  badge: 'Early access',
  /** Said after the badge: why the trucker sees the load. */
  explain: 'Your speed score lets you see this premium load before other truckers.',
};
