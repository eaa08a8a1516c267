import os from 'node:os';
import { percentile } from './stats';

/** Extra fields on a measurement line: context (target, connections, round, …). */
export type Fields = Record<string, string | number | boolean | null>;

export interface Measurement {
  metric: string;
  value: number;
  unit: string;
  fields?: Fields;
}

/** Writes one JSON line per measurement to stdout; nothing else goes to stdout. */
export type Emit = (m: Measurement) => void;

/** Context repeated on every line so a line can be read on its own. */
const machine = {
  node: process.version,
  cpus: os.availableParallelism(),
  cpuModel: os.cpus()[0]?.model.trim() ?? 'unknown',
};

export function createEmitter(bench: string): Emit {
  return ({ metric, value, unit, fields }) => {
    if (!Number.isFinite(value))
      throw new Error(`bench ${bench}: metric ${metric} is not a finite number (${value})`);
    const line = { bench, metric, value, unit, ...fields, ...machine, at: new Date().toISOString() };
    process.stdout.write(`${JSON.stringify(line)}\n`);
  };
}

/** Progress and diagnostics: stderr only. */
export function log(scope: string, message: string): void {
  process.stderr.write(`[bench:${scope}] ${message}\n`);
}

export function round(value: number, digits = 2): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

/** One `latency_p<N>` line (milliseconds) per percentile of the samples. */
export function emitLatencies(
  emit: Emit,
  target: string,
  samples: readonly number[],
  fields: Fields,
  percentiles: readonly number[] = [50, 99],
): void {
  for (const p of percentiles) {
    emit({
      metric: `latency_p${p}`,
      value: round(percentile(samples, p)),
      unit: 'ms',
      fields: { target, samples: samples.length, ...fields },
    });
  }
}
