import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { claimDataDir, DataDirInUseError, liveOwnerOf, ownerFileOf, type DirOwner } from './data-dir-owner';

const root = await fs.mkdtemp(path.join(os.tmpdir(), 'haulclub-owner-'));
afterAll(() => fs.rm(root, { recursive: true, force: true }));

const startOf = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};
const writeOwner = (dir: string, owner: Partial<DirOwner>) =>
  fs.writeFile(
    ownerFileOf(dir),
    JSON.stringify({ pgPort: 5999, startedAt: '2026-11-23T10:00:00.000Z', command: 'main.ts', ...owner }),
  );

describe('claimDataDir', () => {
  it('claims a free directory, refuses a second claim naming the owner, and frees it on release', async () => {
    const dir = path.join(root, 'a/pg');
    const claim = await claimDataDir(dir, { httpPort: 3000, pgPort: 5432 });
    expect(JSON.parse(readFileSync(ownerFileOf(dir), 'utf8'))).toMatchObject({
      pid: process.pid,
      httpPort: 3000,
      pgPort: 5432,
    });
    const second = claimDataDir(dir, { httpPort: 3001, pgPort: 5433 });
    await expect(second).rejects.toThrow(DataDirInUseError);
    await expect(second).rejects.toThrow(
      `the database directory ${dir} is in use by process ${process.pid} (HaulClub on port 3000, PostgreSQL on port 5432`,
    );
    await claim.release();
    expect(existsSync(ownerFileOf(dir))).toBe(false);
    await (await claimDataDir(dir, { pgPort: 5432 })).release();
  });

  it('refuses while another live process owns the directory', async () => {
    const dir = path.join(root, 'b/pg');
    await fs.mkdir(path.dirname(dir), { recursive: true });
    const other = spawn('sleep', ['30'], { stdio: 'ignore' });
    try {
      const pid = other.pid!;
      await writeOwner(dir, { pid, httpPort: 3100, processStart: startOf(pid) });
      await expect(claimDataDir(dir, { pgPort: 1 })).rejects.toThrow(
        `in use by process ${pid} (HaulClub on port 3100`,
      );
      expect((await liveOwnerOf(dir))?.pid).toBe(pid);
      expect(JSON.parse(readFileSync(ownerFileOf(dir), 'utf8')).pid).toBe(pid); // untouched
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('takes over a directory whose owner is gone, or whose pid now belongs to another process', async () => {
    const dir = path.join(root, 'c/pg');
    await fs.mkdir(path.dirname(dir), { recursive: true });
    const gone = spawn('true', { stdio: 'ignore' });
    await new Promise((r) => gone.once('exit', r));
    await writeOwner(dir, { pid: gone.pid!, httpPort: 3200 });
    expect(await liveOwnerOf(dir)).toBeNull();
    const claim = await claimDataDir(dir, { httpPort: 3300, pgPort: 2 });
    expect(JSON.parse(readFileSync(ownerFileOf(dir), 'utf8'))).toMatchObject({
      pid: process.pid,
      httpPort: 3300,
    });
    await claim.release();

    // A live pid that started at another time than the recorded owner is a reused pid, not the owner.
    await writeOwner(dir, { pid: process.ppid, httpPort: 3400, processStart: '1' });
    await (await claimDataDir(dir, { pgPort: 3 })).release();
  });
});
