// Node 24 for the second runtime of the test suite: the `node` binary of the npm registry's `node`
// package (its platform package, node-<os>-<arch>, holds the binary; the `node` package itself only
// installs that one from a preinstall script). Fetched with `npm pack` (npm checks the tarball's
// integrity against the registry) into a cache directory; nothing global changes.
//
//   node scripts/lib/node24.mjs   prints the binary's path, fetching it first if it is not cached
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Pinned, so every run tests the same runtime; bump it to take a newer Node 24. */
export const NODE24_VERSION = '24.21.0';

/** Where fetched runtimes are kept: HAULCLUB_CACHE_DIR, else ~/.cache/haulclub. */
export function cacheDir() {
  return process.env.HAULCLUB_CACHE_DIR || path.join(os.homedir(), '.cache', 'haulclub');
}

function platformPackage() {
  const platform = { linux: 'linux', darwin: 'darwin', win32: 'win' }[process.platform];
  if (!platform) throw new Error(`No Node 24 package on npm for ${process.platform}`);
  return `node-${platform}-${process.arch}`;
}

function versionOf(binary) {
  const r = spawnSync(binary, ['--version'], { encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : undefined;
}

/** The path of a Node 24 binary, fetched into the cache directory on first use. Throws if it cannot be had. */
export function ensureNode24({ log = (m) => console.log(m) } = {}) {
  const pkg = platformPackage();
  const home = path.join(cacheDir(), `${pkg}-${NODE24_VERSION}`);
  const binary = path.join(home, 'bin', process.platform === 'win32' ? 'node.exe' : 'node');
  if (existsSync(binary) && versionOf(binary) === `v${NODE24_VERSION}`) return binary;

  log(`[haulclub] fetching Node ${NODE24_VERSION} (${pkg} from the npm registry) into ${home}`);
  mkdirSync(cacheDir(), { recursive: true });
  const work = mkdtempSync(path.join(cacheDir(), '.fetch-'));
  try {
    const pack = spawnSync(
      'npm',
      ['pack', `${pkg}@${NODE24_VERSION}`, '--pack-destination', work, '--silent', '--no-audit', '--no-fund'],
      { encoding: 'utf8', shell: process.platform === 'win32' },
    );
    if (pack.status !== 0) throw new Error(`npm pack ${pkg}@${NODE24_VERSION} failed:\n${pack.stderr}`);
    const tarball = path.join(work, pack.stdout.trim().split('\n').pop());
    const untar = spawnSync('tar', ['-xzf', tarball, '-C', work], { encoding: 'utf8' });
    if (untar.status !== 0) throw new Error(`Could not unpack ${tarball}:\n${untar.stderr}`);
    const unpacked = path.join(work, 'package');
    const fetched = path.join(unpacked, path.relative(home, binary));
    if (versionOf(fetched) !== `v${NODE24_VERSION}`)
      throw new Error(`${pkg}@${NODE24_VERSION} did not give a working Node ${NODE24_VERSION} binary`);
    // Whole or not at all: a run stopped half-way leaves only a .fetch- directory behind.
    rmSync(home, { recursive: true, force: true });
    renameSync(unpacked, home);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
  return binary;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(ensureNode24({ log: (m) => console.error(m) }));
}
