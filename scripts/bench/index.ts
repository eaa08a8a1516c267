// npm run bench [-- <name> ...]: runs the bench modules in order (all by default).
// stdout carries one JSON line per measurement and nothing else; progress and
// errors go to stderr. To add a bench, write scripts/bench/<name>.ts exporting
// a default `Bench` (see lib/bench.ts) and list it below.
import type { Bench } from './lib/bench';
import { markInterrupted, runCleanups } from './lib/cleanup';
import { createEmitter, log } from './lib/emit';
import alerts from './alerts';
import forecast from './forecast';
import health from './health';
import loadBoard from './load-board';
import market from './market';
import matching from './matching';
import mix from './mix';
import money from './money';
import startup from './startup';
import web from './web';

const BENCHES: readonly Bench[] = [
  health,
  startup,
  loadBoard,
  money,
  alerts,
  matching,
  market,
  forecast,
  mix,
  web,
];

function usage(): string {
  const names = BENCHES.map((b) => `  ${b.name.padEnd(10)} ${b.description}`).join('\n');
  return `usage: npm run bench [-- <name> ...] [--loads N]\n\nbenches (all run when none is named):\n${names}\n\noptions:\n  --loads N  active loads the load board bench seeds (BENCH_LOADS; default 100000)\n`;
}

/** Options that map onto the benches' environment knobs. */
const OPTIONS: Record<string, string> = { '--loads': 'BENCH_LOADS' };

/** Takes the options (`--loads N` or `--loads=N`) out of the arguments into the environment; returns the bench names. */
function takeOptions(args: readonly string[]): string[] {
  const names: string[] = [];
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (!arg.startsWith('--')) {
      names.push(arg);
      continue;
    }
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    const env = OPTIONS[flag];
    if (!env) throw new Error(`unknown option: ${flag}`);
    const value = inline ?? args[++i];
    if (value === undefined || !/^[1-9]\d*$/.test(value))
      throw new Error(`${flag} needs a positive whole number`);
    process.env[env] = value;
  }
  return names;
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  if (argv.includes('--help') || argv.includes('-h') || argv.includes('--list')) {
    process.stderr.write(usage());
    return 0;
  }
  let args: string[];
  try {
    args = takeOptions(argv);
  } catch (err) {
    process.stderr.write(`${err instanceof Error ? err.message : String(err)}\n\n${usage()}`);
    return 2;
  }
  const unknown = args.filter((a) => !BENCHES.some((b) => b.name === a));
  if (unknown.length > 0) {
    process.stderr.write(`unknown bench: ${unknown.join(', ')}\n\n${usage()}`);
    return 2;
  }
  const selected = args.length === 0 ? BENCHES : BENCHES.filter((b) => args.includes(b.name));

  let interrupted = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    // `on`, not `once`: a second signal (Ctrl-C twice, npm and tsx relaying) must not cut the cleanup short.
    process.on(signal, () => {
      if (interrupted) return;
      interrupted = true;
      markInterrupted();
      log('bench', `${signal}: stopping servers and removing bench data dirs…`);
      void runCleanups().finally(() => process.exit(130));
    });
  }

  const failed: string[] = [];
  for (const bench of selected) {
    if (interrupted) break;
    const started = performance.now();
    log(bench.name, 'start');
    try {
      await bench.run({ emit: createEmitter(bench.name), log: (m) => log(bench.name, m) });
      log(bench.name, `done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (err) {
      failed.push(bench.name);
      log(
        bench.name,
        `FAILED after ${((performance.now() - started) / 1000).toFixed(1)} s: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
      );
    } finally {
      // Anything a failed bench left registered (servers, data dirs).
      await runCleanups();
    }
  }
  if (failed.length > 0) {
    log('bench', `failed: ${failed.join(', ')}`);
    return 1;
  }
  return 0;
}

process.exitCode = await main();
