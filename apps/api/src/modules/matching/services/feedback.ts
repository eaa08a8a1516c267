import type { FastifyBaseLogger } from 'fastify';

/**
 * Runs a feedback write after the response data is computed: a failure is logged, never the
 * caller's error (feedback tunes the weights; it must not cost a trucker their board).
 */
export async function recordFeedback(
  log: Pick<FastifyBaseLogger, 'warn'>,
  what: string,
  write: () => Promise<void>,
): Promise<void> {
  try {
    await write();
  } catch (err) {
    log.warn({ err }, `recording match feedback (${what}) failed`);
  }
}
