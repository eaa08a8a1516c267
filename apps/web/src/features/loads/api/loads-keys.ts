import type { BrokerLoadsQuery } from './get-broker-loads';
import type { AdminLoadsQuery } from './get-admin-loads';
import type { LoadEstimateInput } from './estimate-load';
import type { BoardQuery } from './search-loads';

/** Query keys of the load screens. Everything starts with 'loads', so one invalidation refreshes it all. */
export const loadsKeys = {
  all: ['loads'] as const,
  brokerStatus: () => ['loads', 'broker-status'] as const,
  estimate: (input: LoadEstimateInput) => ['loads', 'estimate', input] as const,
  broker: () => ['loads', 'broker'] as const,
  brokerList: (query: BrokerLoadsQuery) => ['loads', 'broker', 'list', query] as const,
  brokerLoad: (id: string) => ['loads', 'broker', 'detail', id] as const,
  board: () => ['loads', 'board'] as const,
  boardSearch: (query: BoardQuery) => ['loads', 'board', query] as const,
  /** One load the trucker opened by id (/trucker/loads?load=<id>, from an alert). */
  truckerLoad: (id: string) => ['loads', 'trucker-load', id] as const,
  admin: () => ['loads', 'admin'] as const,
  adminList: (query: AdminLoadsQuery) => ['loads', 'admin', 'list', query] as const,
};
