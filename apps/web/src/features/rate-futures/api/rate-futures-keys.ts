/** The live topic of futures and rate futures (public: only ids and statuses go over it). */
export const FUTURES_TOPIC = 'futures';

/** Query keys of the rate futures: a change to any rate future refreshes every list under `all`. */
export const rateFuturesKeys = {
  all: ['rate-futures'] as const,
  open: () => ['rate-futures', 'open'] as const,
  broker: () => ['rate-futures', 'broker'] as const,
  /** Outside `all`: a rate future changing does not change a lane's forecast. */
  forecast: (query: { laneFrom: string; laneTo: string; truckType: string }) => ['forecast', query] as const,
};
