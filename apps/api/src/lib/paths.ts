import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (apps/api/src/lib → ../../../..). */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/api/drizzle');

export function fromRepoRoot(p: string): string {
  return path.isAbsolute(p) ? p : path.join(REPO_ROOT, p);
}
