// CPU time and memory of processes from /proc (Linux), to say where a run's time went.
import fs from 'node:fs/promises';

/** Kernel clock ticks per second for /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

async function statFields(pid: number): Promise<string[] | undefined> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  if (stat === '') return undefined;
  // Fields after the parenthesised command name, starting with field 3 (state).
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** User + system CPU milliseconds the process has used so far (0 when it is gone). */
export async function cpuMs(pid: number): Promise<number> {
  const f = await statFields(pid);
  if (!f) return 0;
  // utime and stime are fields 14 and 15, i.e. indexes 11 and 12 here.
  return ((Number(f[11]) + Number(f[12])) * 1000) / TICKS_PER_SECOND;
}

/** Resident set size in MiB (0 when the process is gone). */
export async function rssMiB(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kib = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
  return kib ? Number(kib) / 1024 : 0;
}

/** The postmaster and its backends and workers (direct children). */
export async function postgresPids(postmasterPid: number): Promise<number[]> {
  const pids = [postmasterPid];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const f = await statFields(Number(entry));
    // Field 4 (ppid) is index 1 here.
    if (f && Number(f[1]) === postmasterPid) pids.push(Number(entry));
  }
  return pids;
}

/** Summed CPU ms of a group of processes; exited members count as 0, so measure deltas over a stable group. */
export async function groupCpuMs(pids: readonly number[]): Promise<number> {
  const all = await Promise.all(pids.map(cpuMs));
  return all.reduce((a, b) => a + b, 0);
}

/** Busy and total CPU ms of the whole machine so far (all CPUs, from /proc/stat). */
export async function machineCpuMs(): Promise<{ busy: number; total: number }> {
  const text = await fs.readFile('/proc/stat', 'utf8');
  const fields = (text.split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  // user nice system idle iowait irq softirq steal …: idle and iowait are not busy.
  const total = fields.slice(0, 8).reduce((a, b) => a + b, 0);
  const idle = (fields[3] ?? 0) + (fields[4] ?? 0);
  return { busy: ((total - idle) * 1000) / TICKS_PER_SECOND, total: (total * 1000) / TICKS_PER_SECOND };
}
