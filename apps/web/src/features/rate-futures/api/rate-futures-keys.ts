/** A page of a list (`pageQuery`: page from 1, pageSize up to 100). */
export interface PageQuery {
  page: number;
  pageSize: number;
}

/** The live topic of futures and rate futures (public: only ids and statuses go over it). */
export const FUTURES_TOPIC = 'futures';

/** Query keys of the rate futures: a change to any rate future refreshes every list under `all`. */
export const rateFuturesKeys = {
  all: ['rate-futures'] as const,
  open: (query: PageQuery) => ['rate-futures', 'open', query] as const,
  broker: (query: PageQuery) => ['rate-futures', 'broker', query] as const,
  /** Outside `all`: a rate future changing does not change the broker's standing. */
  brokerCanPost: () => ['rate-futures-broker-can-post'] as const,
  /** Outside `all`: a rate future changing does not change a lane's forecast. */
  forecast: (query: { laneFrom: string; laneTo: string; truckType: string }) =>
    ['rate-futures-forecast', query] as const,
};
