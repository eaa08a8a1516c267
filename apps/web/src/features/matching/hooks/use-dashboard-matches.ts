import { useMatches } from '../api/get-matches';

/** How many matched loads the dashboard lists. */
export const DASHBOARD_MATCHES_COUNT = 5;

/** The dashboard's top matches: the card and the stat read this one cached request. */
export function useDashboardMatches() {
  return useMatches({ page: 1, pageSize: DASHBOARD_MATCHES_COUNT });
}
