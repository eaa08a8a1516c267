import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (scripts/bench/lib → ../../..). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where bench data directories live; `.data/` is git-ignored. */
export const BENCH_DATA_PARENT = path.join(ROOT, '.data');

export function fromRoot(...parts: string[]): string {
  return path.join(ROOT, ...parts);
}
