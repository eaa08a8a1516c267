import { createRequire } from 'node:module';
import { assertNotInterrupted, onCleanup } from './cleanup';
import { LOOPBACK } from './net';

// autocannon ships no types; this is the part of its programmatic API the benches use.
interface Histogram {
  average: number;
  mean: number;
  stddev: number;
  min: number;
  max: number;
  total: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
}

interface AutocannonResult {
  duration: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  resets: number;
  latency: Histogram;
  requests: Histogram & { sent: number };
  throughput: Histogram;
}

interface AutocannonOptions {
  url: string;
  connections: number;
  duration: number;
  pipelining: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  timeout?: number;
}

interface Tracker {
  stop(): void;
}

type Autocannon = (
  opts: AutocannonOptions,
  cb: (err: Error | null, result: AutocannonResult) => void,
) => Tracker;

const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

export interface LoadOptions {
  port: number;
  path: string;
  connections: number;
  durationSec: number;
  pipelining?: number;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
  /** Fail the run when any request errors, times out or is not 2xx (default true). */
  requireAll2xx?: boolean;
}

export interface LoadResult {
  /** Mean of autocannon's per-second request counts. */
  rps: number;
  /** Completed requests / wall time. */
  rpsTotal: number;
  latencyP50Ms: number;
  latencyP90Ms: number;
  latencyP99Ms: number;
  latencyMeanMs: number;
  latencyMaxMs: number;
  requests: number;
  durationSec: number;
  errors: number;
  timeouts: number;
  non2xx: number;
}

/** Runs autocannon against 127.0.0.1 and reduces its result to the figures the benches report. */
export function runLoad(options: LoadOptions): Promise<LoadResult> {
  const target = `http://${LOOPBACK}:${options.port}${options.path}`;
  assertNotInterrupted(`load on ${target}`);
  return new Promise((resolve, reject) => {
    let deregister = () => {};
    const tracker = autocannon(
      {
        url: target,
        connections: options.connections,
        duration: options.durationSec,
        pipelining: options.pipelining ?? 1,
        timeout: 10,
        ...(options.method ? { method: options.method } : {}),
        ...(options.headers ? { headers: options.headers } : {}),
        ...(options.body !== undefined ? { body: options.body } : {}),
      },
      (err, r) => {
        deregister();
        if (err) return reject(err);
        const result: LoadResult = {
          rps: r.requests.average,
          rpsTotal: r.duration > 0 ? r.requests.total / r.duration : 0,
          latencyP50Ms: r.latency.p50,
          latencyP90Ms: r.latency.p90,
          latencyP99Ms: r.latency.p99,
          latencyMeanMs: r.latency.mean,
          latencyMaxMs: r.latency.max,
          requests: r.requests.total,
          durationSec: r.duration,
          errors: r.errors,
          timeouts: r.timeouts,
          non2xx: r.non2xx,
        };
        if ((options.requireAll2xx ?? true) && (r.errors > 0 || r.timeouts > 0 || r.non2xx > 0)) {
          return reject(
            new Error(
              `load on ${target} was not clean: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx of ${r.requests.total} responses`,
            ),
          );
        }
        resolve(result);
      },
    );
    deregister = onCleanup(`stop autocannon on ${target}`, () => tracker.stop());
  });
}
