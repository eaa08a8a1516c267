import { spawn, type ChildProcess, type StdioOptions } from 'node:child_process';
import { assertNotInterrupted, onCleanup } from './cleanup';
import { log } from './emit';
import { ROOT } from './paths';

export interface ExitInfo {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface SpawnOptions {
  env: NodeJS.ProcessEnv;
  cwd?: string;
  /** Opens an IPC channel (for the bench's own server scripts). */
  ipc?: boolean;
  /** Called for every stdout/stderr line, with performance.now() at its arrival. */
  onLine?: (line: string, at: number) => void;
}

export interface Child {
  readonly label: string;
  readonly process: ChildProcess;
  readonly pid: number;
  /** Settles when the process has exited. */
  readonly exited: Promise<ExitInfo>;
  exitInfo(): ExitInfo | undefined;
  /** The last ~64 KiB of its stdout and stderr, for error messages. */
  output(): string;
  /** SIGTERM, then wait for exit; SIGKILL and throw after timeoutMs. Resolves with the ms it took. */
  stop(timeoutMs?: number): Promise<{ exit: ExitInfo; ms: number }>;
}

const TAIL_BYTES = 64 * 1024;
const verbose = process.env.BENCH_VERBOSE === '1';

/** Spawns a process whose output never reaches the bench's stdout; it is stopped on interruption. */
export function spawnChild(label: string, command: string, args: string[], options: SpawnOptions): Child {
  assertNotInterrupted(label);
  const stdio: StdioOptions = options.ipc ? ['ignore', 'pipe', 'pipe', 'ipc'] : ['ignore', 'pipe', 'pipe'];
  const proc = spawn(command, args, { cwd: options.cwd ?? ROOT, env: options.env, stdio });
  if (proc.pid === undefined) throw new Error(`${label}: could not spawn ${command}`);
  const pid = proc.pid;

  let tail = '';
  let exitInfo: ExitInfo | undefined;
  const exited = new Promise<ExitInfo>((resolve) => {
    proc.on('exit', (code, signal) => {
      exitInfo = { code, signal };
      resolve(exitInfo);
    });
  });
  proc.on('error', (err) => log(label, `process error: ${err.message}`));

  const attach = (stream: NodeJS.ReadableStream | null) => {
    if (!stream) return;
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const at = performance.now();
      tail = (tail + chunk).slice(-TAIL_BYTES);
      if (verbose) process.stderr.write(chunk.replace(/^(?=.)/gm, `[${label}] `));
      partial += chunk;
      const lines = partial.split('\n');
      partial = lines.pop() ?? '';
      if (options.onLine) for (const line of lines) options.onLine(line, at);
    });
  };
  attach(proc.stdout);
  attach(proc.stderr);

  const stop = async (timeoutMs = 30_000): Promise<{ exit: ExitInfo; ms: number }> => {
    const started = performance.now();
    if (exitInfo) return { exit: exitInfo, ms: 0 };
    proc.kill('SIGTERM');
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), timeoutMs);
    });
    const result = await Promise.race([exited, timedOut]);
    clearTimeout(timer);
    if (result === 'timeout') {
      proc.kill('SIGKILL');
      await exited;
      throw new Error(`${label} (pid ${pid}) did not exit within ${timeoutMs} ms of SIGTERM; killed it`);
    }
    return { exit: result, ms: performance.now() - started };
  };

  const deregister = onCleanup(`stop ${label}`, async () => {
    await stop(20_000).catch((err: unknown) => log(label, err instanceof Error ? err.message : String(err)));
  });

  return {
    label,
    process: proc,
    pid,
    exited,
    exitInfo: () => exitInfo,
    output: () => tail,
    async stop(timeoutMs?: number) {
      try {
        return await stop(timeoutMs);
      } finally {
        // The process has exited either way (stop() kills it on timeout).
        deregister();
      }
    },
  };
}

export function describeExit(exit: ExitInfo): string {
  return exit.signal ? `signal ${exit.signal}` : `code ${exit.code}`;
}

/** Environment for a child: the bench's own, minus settings that would point the app elsewhere. */
export function childEnv(overrides: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const dropped = new Set([
    'DATABASE_URL',
    'EMBEDDED_PG_PORT',
    'PUBLIC_URL',
    'SMTP_URL',
    'LOG_PRETTY',
    'WEB_DIST_DIR',
  ]);
  // npm sets npm_* when the bench runs through `npm run`; the app should not see the bench's npm context.
  const kept = Object.entries(process.env).filter(([key]) => !dropped.has(key) && !key.startsWith('npm_'));
  return { ...Object.fromEntries(kept), ...overrides };
}

export interface ReadyMessage {
  type: 'ready';
  port: number;
}

export interface BenchServer {
  child: Child;
  port: number;
}

/**
 * Starts one of scripts/bench/servers/*.ts under tsx with an IPC channel and
 * waits for its `{ type: 'ready', port }` message.
 */
export async function startBenchServer(
  label: string,
  script: string,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<BenchServer> {
  const child = spawnChild(label, process.execPath, ['--import', 'tsx', script], {
    env: childEnv(env),
    ipc: true,
  });
  let timer: NodeJS.Timeout | undefined;
  try {
    const port = await new Promise<number>((resolve, reject) => {
      timer = setTimeout(() => reject(new Error(`${label} was not ready within ${timeoutMs} ms`)), timeoutMs);
      child.process.on('message', (msg: unknown) => {
        const m = msg as Partial<ReadyMessage> | null;
        if (m?.type === 'ready' && typeof m.port === 'number') resolve(m.port);
      });
      void child.exited.then((exit) =>
        reject(new Error(`${label} exited before it was ready (${describeExit(exit)})`)),
      );
    });
    return { child, port };
  } catch (err) {
    await child.stop().catch(() => undefined);
    const message = err instanceof Error ? err.message : String(err);
    throw new Error(`${message}\n--- ${label} output ---\n${child.output()}`);
  } finally {
    clearTimeout(timer);
  }
}
