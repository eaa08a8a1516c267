import type { Emit } from './emit';

export interface BenchContext {
  /** One JSON line per measurement on stdout. */
  emit: Emit;
  /** Progress on stderr. */
  log: (message: string) => void;
}

/** A bench module: scripts/bench/<name>.ts default-exports one of these and index.ts lists it. */
export interface Bench {
  name: string;
  description: string;
  run(ctx: BenchContext): Promise<void>;
}

/** A positive number from the environment (for shortening or lengthening runs), else the default. */
export function envNumber(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return n;
}

/**
 * Runs `body`, then always `cleanup`. A cleanup failure is not allowed to hide
 * the body's failure, nor the other way round: both are reported.
 */
export async function withCleanup<T>(body: () => Promise<T>, cleanup: () => Promise<void>): Promise<T> {
  let result: T;
  try {
    result = await body();
  } catch (err) {
    return rethrowAfterCleanup(err, cleanup);
  }
  await cleanup();
  return result;
}

/** Runs `cleanup` after `err`, then throws `err`, or both when the cleanup fails too. */
export async function rethrowAfterCleanup(err: unknown, cleanup: () => Promise<void>): Promise<never> {
  try {
    await cleanup();
  } catch (cleanupErr) {
    throw new AggregateError(
      [err, cleanupErr],
      `${message(err)}\n(and during cleanup: ${message(cleanupErr)})`,
    );
  }
  throw err;
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
