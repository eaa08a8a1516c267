import { log } from './emit';

type Cleanup = () => Promise<void> | void;

const cleanups: { label: string; fn: Cleanup }[] = [];
let interrupted = false;

/** Set once the bench is interrupted: nothing new may be started after that. */
export function markInterrupted(): void {
  interrupted = true;
}

/** Throws when the bench is being interrupted; called before starting processes, dirs or load. */
export function assertNotInterrupted(what: string): void {
  if (interrupted) throw new Error(`interrupted; not starting ${what}`);
}

/**
 * Registers a cleanup to run if the bench is interrupted or a bench leaves it
 * pending (runCleanups). Returns a function that deregisters it, for the normal
 * path where the owner has already cleaned up.
 */
export function onCleanup(label: string, fn: Cleanup): () => void {
  const entry = { label, fn };
  cleanups.push(entry);
  return () => {
    const i = cleanups.indexOf(entry);
    if (i !== -1) cleanups.splice(i, 1);
  };
}

/** Runs every pending cleanup, newest first; failures are logged, not thrown. */
export async function runCleanups(): Promise<void> {
  while (cleanups.length > 0) {
    const entry = cleanups.pop() as (typeof cleanups)[number];
    try {
      await entry.fn();
    } catch (err) {
      log('cleanup', `${entry.label} failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
}
