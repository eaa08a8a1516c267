import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { KEY_FILE_NAME, resolveKeyEncryptionKey } from './key-encryption-key';

const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'haulclub-kek-'));
  dirs.push(dir);
  return path.join(dir, 'data'); // not created yet, as on a first start
}
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((d) => rm(d, { recursive: true, force: true })));
});

const noKey = (dataDir: string) => ({ dataDir, auth: { keyEncryptionKey: undefined } }) as const;

describe('the key that encrypts the signing keys', () => {
  it('is AUTH_KEY_ENCRYPTION_KEY when set (hex or base64)', async () => {
    const key = randomBytes(32);
    for (const written of [key.toString('hex'), key.toString('base64'), key.toString('base64url')]) {
      const config = loadConfig({ AUTH_KEY_ENCRYPTION_KEY: written });
      expect(await resolveKeyEncryptionKey(config)).toEqual({ key, source: 'setting' });
    }
  });

  it('is generated once under DATA_DIR (mode 0600) and reused on later starts, also when two start at once', async () => {
    const dataDir = await tempDir();
    const [a, b] = await Promise.all([
      resolveKeyEncryptionKey(noKey(dataDir)),
      resolveKeyEncryptionKey(noKey(dataDir)),
    ]);
    const file = path.join(dataDir, KEY_FILE_NAME);
    expect(a).toMatchObject({ source: 'file', file });
    expect(a.key).toHaveLength(32);
    expect(b.key.equals(a.key)).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await resolveKeyEncryptionKey(noKey(dataDir))).key.equals(a.key)).toBe(true);
    expect((await readFile(file, 'utf8')).trim()).toBe(a.key.toString('base64'));
  });

  it('refuses a damaged key file with an error naming it', async () => {
    const dataDir = await tempDir();
    await resolveKeyEncryptionKey(noKey(dataDir));
    await writeFile(path.join(dataDir, KEY_FILE_NAME), 'not a key\n');
    await expect(resolveKeyEncryptionKey(noKey(dataDir))).rejects.toThrow(ConfigError);
    await expect(resolveKeyEncryptionKey(noKey(dataDir))).rejects.toThrow(KEY_FILE_NAME);
  });
});
