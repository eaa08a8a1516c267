import type { DbExecutor } from '../../db/client';

/** Publishes a live event inside the caller's transaction (app.live). */
export interface LivePublisher {
  publish(topic: string, type: string, data: unknown, executor?: DbExecutor): Promise<unknown>;
}
