import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const FILE = path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt');
let list: Set<string> | undefined;

/** The shipped list of common passwords (lower-cased), loaded once. */
export function commonPasswords(): Set<string> {
  list ??= new Set(
    readFileSync(FILE, 'utf8')
      .split('\n')
      .map((l) => l.trim())
      .filter(Boolean),
  );
  return list;
}

export function isCommonPassword(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}
