import { speedScoreView, type SpeedScoreView } from '@haulclub/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

export type ScoreRole = 'trucker' | 'broker';

export const speedScoreKeys = {
  all: ['speed-score'] as const,
  score: (role: ScoreRole) => ['speed-score', role] as const,
};

/** GET /api/trucker/score or /api/broker/score: the caller's speed score, its parts, rank and history. */
export function getSpeedScore(role: ScoreRole, signal?: AbortSignal): Promise<SpeedScoreView> {
  return api.get(`/api/${role}/score`, { schema: speedScoreView, ...(signal ? { signal } : {}) });
}

export const getSpeedScoreQueryOptions = (role: ScoreRole) =>
  queryOptions({
    queryKey: speedScoreKeys.score(role),
    queryFn: ({ signal }) => getSpeedScore(role, signal),
  });

export function useSpeedScore(role: ScoreRole) {
  return useQuery(getSpeedScoreQueryOptions(role));
}
