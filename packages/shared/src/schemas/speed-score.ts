import { z } from 'zod';
import { BROKER_SPEED_COMPONENTS, TRUCKER_SPEED_COMPONENTS } from '../domain/speed-score';
import { isoDateTime } from './formats';

export const speedComponentView = z.object({
  key: z.enum([...TRUCKER_SPEED_COMPONENTS, ...BROKER_SPEED_COMPONENTS]),
  label: z.string(),
  description: z.string(),
  weight: z.number().int(),
  /** The component in [0, 1]; null without data (then it does not count). */
  value: z.number().nullable(),
  /** The measured figure in words: "9 of 10 on time", "median 12 min". */
  detail: z.string().nullable(),
  samples: z.number().int(),
});
export type SpeedComponentView = z.infer<typeof speedComponentView>;

/** GET /api/trucker/score and GET /api/broker/score: the caller's speed score. */
export const speedScoreView = z.object({
  role: z.enum(['trucker', 'broker']),
  /** 0–100; null with fewer bookings than the minimum ("Not enough data yet"). */
  score: z.number().int().nullable(),
  enoughData: z.boolean(),
  bookings: z.number().int(),
  components: z.array(speedComponentView),
  /** Rank among active members of the role with a score: "top 8%" = topPercent 8. */
  rank: z
    .object({ position: z.number().int(), of: z.number().int(), topPercent: z.number().int() })
    .nullable(),
  /** Truckers: in the top share that sees premium loads early. */
  earlyAccess: z.boolean(),
  /** The last 12 weeks, oldest first (null for a week without a score). */
  history: z.array(z.object({ weekStart: z.string(), score: z.number().int().nullable() })),
  /** Score change against 4 weeks ago, when both exist. */
  change: z.number().int().nullable(),
  computedAt: isoDateTime.nullable(),
});
export type SpeedScoreView = z.infer<typeof speedScoreView>;
