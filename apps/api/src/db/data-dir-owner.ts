import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Who runs the embedded PostgreSQL of a cluster directory: a JSON file next to
 * it (`<dir>.owner.json`, e.g. `.data/pg.owner.json`), created atomically by
 * the process that starts the cluster and removed when it stops it. A second
 * process finds the owner alive and refuses to touch the directory; only a
 * postgres whose owner process is gone counts as an orphan.
 */
export interface DirOwner {
  pid: number;
  /** The HTTP port of the HaulClub server that owns the directory (absent for tests and CLI tools). */
  httpPort?: number | undefined;
  pgPort: number;
  startedAt: string;
  /** The owner's start time in clock ticks since boot (Linux), so a reused pid is not taken for the owner. */
  processStart?: string | undefined;
  command: string;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dir: string,
    readonly owner: DirOwner,
  ) {
    super(
      `the database directory ${dir} is in use by process ${owner.pid}` +
        (owner.httpPort ? ` (HaulClub on port ${owner.httpPort}` : ` (${owner.command}`) +
        `, PostgreSQL on port ${owner.pgPort}, since ${owner.startedAt}). ` +
        'Stop that process first, or set DATA_DIR to another directory.',
    );
    this.name = 'DataDirInUseError';
  }
}

export interface DirClaim {
  release(): Promise<void>;
}

const claimedHere = new Set<string>();

export function ownerFileOf(dir: string): string {
  return `${path.resolve(dir)}.owner.json`;
}

/** Field 22 of /proc/<pid>/stat (start time since boot), when the platform has /proc. */
function processStart(pid: number | 'self'): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function pidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Whether the process the file names still runs (the same process, not a later one with its pid). */
function ownerAlive(file: string, owner: DirOwner): boolean {
  if (owner.pid === process.pid) return claimedHere.has(file);
  if (!Number.isInteger(owner.pid) || owner.pid <= 0 || !pidAlive(owner.pid)) return false;
  if (owner.processStart) {
    const now = processStart(owner.pid);
    if (now !== undefined && now !== owner.processStart) return false;
  }
  return true;
}

async function readOwner(file: string): Promise<{ raw: string; owner: DirOwner | null } | null> {
  let raw: string;
  try {
    raw = await fs.readFile(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
  try {
    return { raw, owner: JSON.parse(raw) as DirOwner };
  } catch {
    return { raw, owner: null };
  }
}

/** The live owner of `dir`, if another process (or this one) holds it. */
export async function liveOwnerOf(dir: string): Promise<DirOwner | null> {
  const file = ownerFileOf(dir);
  const found = await readOwner(file);
  return found?.owner && ownerAlive(file, found.owner) ? found.owner : null;
}

/**
 * Claims `dir` for this process, or throws DataDirInUseError naming the live
 * owner. The file appears atomically (written aside, then hard-linked into
 * place, which fails if it exists); a file left by a process that is gone is
 * replaced.
 */
export async function claimDataDir(
  dir: string,
  info: { httpPort?: number | undefined; pgPort: number },
): Promise<DirClaim> {
  const file = ownerFileOf(dir);
  await fs.mkdir(path.dirname(file), { recursive: true });
  const me: DirOwner = {
    pid: process.pid,
    httpPort: info.httpPort,
    pgPort: info.pgPort,
    startedAt: new Date().toISOString(),
    processStart: processStart('self'),
    command: path.basename(process.argv[1] ?? process.argv0),
  };
  const content = `${JSON.stringify(me, null, 2)}\n`;
  const temp = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await fs.writeFile(temp, content, { mode: 0o644 });
  try {
    for (let attempt = 0; attempt < 5; attempt++) {
      try {
        await fs.link(temp, file);
        claimedHere.add(file);
        return {
          async release() {
            claimedHere.delete(file);
            const current = await readOwner(file);
            if (current?.raw === content) await fs.rm(file, { force: true });
          },
        };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const found = await readOwner(file);
      if (!found) continue;
      if (found.owner && ownerAlive(file, found.owner)) throw new DataDirInUseError(dir, found.owner);
      // Left by a process that is gone: remove it, unless another starter replaced it meanwhile.
      const again = await readOwner(file);
      if (again?.raw === found.raw) await fs.rm(file, { force: true });
    }
    throw new Error(`could not claim ${dir}: ${file} keeps changing`);
  } finally {
    await fs.rm(temp, { force: true });
  }
}
