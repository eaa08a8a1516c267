import type { ForecastQuery } from '@haulclub/shared';

/** Query keys of the Freight Futures screen; everything starts with 'futures', so one invalidation refreshes it all. */
export const futuresKeys = {
  all: ['futures'] as const,
  open: () => ['futures', 'open'] as const,
  openPage: (page: number) => ['futures', 'open', page] as const,
  broker: () => ['futures', 'broker'] as const,
  brokerPage: (page: number) => ['futures', 'broker', page] as const,
  brokerStanding: () => ['futures', 'broker-standing'] as const,
  forecast: (query: ForecastQuery) => ['futures', 'forecast', query] as const,
};

/** Page size of the open futures and of the broker's own. */
export const OPEN_FUTURES_PAGE_SIZE = 24;
