import type { MatchReason } from '@haulclub/shared';

import { paths } from '@/config/paths';

/** Copy of the match score (board cards, load details, dashboard) and the dashboard's matched loads. */

const count = (value: number) => value.toLocaleString('en-US');

export const MATCH_TEXT = {
  score: (score: number) => `${String(score)}% match`,
  scoreLabel: (score: number) => `Match score ${String(score)} out of 100`,
  reasonsLabel: 'Why this load matches',
  notAMatchLabel: 'Why this load does not match',
  /** Read before a reason chip, since its colour alone does not say it. */
  tone: { good: 'In favour:', neutral: 'Note:', bad: 'Against:' } satisfies Record<
    MatchReason['tone'],
    string
  >,
} as const;

/** The trucker dashboard's card and stat of matched loads (GET /api/trucker/matches). */
export const MATCHED_LOADS = {
  heading: 'AI-matched loads',
  intro: (origin: string) => `Scored against your lane profile from ${origin}, best match first.`,
  introNoOrigin: 'Scored against your lane profile, best match first.',
  listLabel: 'AI-matched loads',
  stat: 'Matched loads',
  statDetail: 'Fit your lane profile now',
  statNotReady: 'Set up your lane profile',
  deadhead: (miles: number) => `${count(miles)} mi deadhead`,
  expiresIn: 'Expires in',
  seeAll: 'See all matches',
  seeAllHref: `${paths.trucker.loads.getHref()}?sort=best_match`,
  notReady: 'Set up your lane profile to get matched loads',
  notReadyHint: 'We match loads to your truck types, home base or current location, and availability.',
  notReadyAction: 'Set up lane profile',
  profileHref: paths.trucker.profile.getHref(),
  empty: 'No loads match your lane profile right now',
  emptyHint: 'Each new load is scored as a broker posts it. A wider radius or more truck types match more.',
  editProfile: 'Edit lane profile',
  loading: 'Loading your matched loads…',
  loadError: 'Could not load your matched loads.',
  retry: 'Try again',
} as const;
