import { randomBytes } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ConfigError, type AppConfig } from '../../../config';
import { ENCRYPTION_KEY_FORMAT, parseEncryptionKey } from '../../../lib/encryption-key';

export const KEY_FILE_NAME = 'auth-key-encryption.key';

/**
 * The key that encrypts the signing keys at rest: AUTH_KEY_ENCRYPTION_KEY, or
 * (demo mode, development, tests; loadConfig refuses production without it)
 * one generated once and kept in $DATA_DIR/auth-key-encryption.key, mode 0600.
 * Two processes starting at once agree on one file: it appears atomically
 * (hard link of a complete temporary file) and the loser reads the winner's.
 */
export async function resolveKeyEncryptionKey(config: {
  dataDir: AppConfig['dataDir'];
  auth: Pick<AppConfig['auth'], 'keyEncryptionKey'>;
}): Promise<{ key: Buffer; source: 'setting' | 'file'; file?: string }> {
  if (config.auth.keyEncryptionKey) return { key: config.auth.keyEncryptionKey, source: 'setting' };
  const file = path.join(config.dataDir, KEY_FILE_NAME);
  const existing = await readKeyFile(file);
  if (existing) return { key: existing, source: 'file', file };

  await mkdir(config.dataDir, { recursive: true });
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`;
  await writeFile(temp, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  try {
    await link(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    await unlink(temp).catch(() => undefined);
  }
  const key = await readKeyFile(file);
  if (!key) throw new Error(`${file} vanished while it was being created`);
  return { key, source: 'file', file };
}

async function readKeyFile(file: string): Promise<Buffer | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
  const key = parseEncryptionKey(text);
  if (!key)
    throw new ConfigError([`${file} (the generated AUTH_KEY_ENCRYPTION_KEY): ${ENCRYPTION_KEY_FORMAT}`]);
  return key;
}
