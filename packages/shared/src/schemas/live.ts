import { z } from 'zod';

/** A topic name: "public", "load:<id>", "user:<id>", ... */
export const liveTopic = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[a-z][a-z0-9_-]*(:[A-Za-z0-9_-]+)*$/);

/** An event as it travels between API processes and to WebSocket clients. */
export const liveEvent = z.object({
  id: z.string(),
  topic: liveTopic,
  type: z.string().min(1).max(80),
  data: z.unknown(),
  at: z.string(),
});
export type LiveEvent = z.infer<typeof liveEvent>;

/** Messages a WebSocket client sends to /api/live. */
export const liveClientMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topics: z.array(liveTopic).min(1).max(50) }),
  z.object({ type: z.literal('unsubscribe'), topics: z.array(liveTopic).min(1).max(50) }),
  z.object({ type: z.literal('ping') }),
  /** Signs the connection in (needed for private topics such as admin and user:<id>); null signs it out. */
  z.object({ type: z.literal('auth'), accessToken: z.string().max(8192).nullable() }),
]);
export type LiveClientMessage = z.infer<typeof liveClientMessage>;

/** Messages /api/live sends to a client. */
export type LiveServerMessage =
  | { type: 'welcome'; connectionId: string }
  | { type: 'subscribed'; topics: string[] }
  | { type: 'unsubscribed'; topics: string[] }
  | { type: 'event'; event: LiveEvent }
  | { type: 'pong' }
  | { type: 'authenticated'; userId: string | null }
  | { type: 'error'; code: string; message: string };
