import type { MatchesQuery } from './get-matches';

/**
 * Query keys of the matched loads. Under the board's family (['loads', 'board']): a booking or a load
 * leaving the board drops the load from every cached page (`removeLoadFromBoard` in the loads
 * feature) and refreshes them, as it does the board's own pages.
 */
export const matchingKeys = {
  all: ['loads', 'board', 'matches'] as const,
  list: (query: MatchesQuery) => ['loads', 'board', 'matches', query] as const,
};
