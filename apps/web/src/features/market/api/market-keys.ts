import type { LaneRatesQuery } from '@haulclub/shared';

/** Query keys of the market screens (lane rates, broker profiles, the broker's own standing). */
export const marketKeys = {
  all: ['market'] as const,
  laneRates: (query: LaneRatesQuery) => ['market', 'lane-rates', query] as const,
  brokerProfile: (id: string) => ['market', 'broker-profile', id] as const,
  brokerFairness: () => ['market', 'broker-fairness'] as const,
};
