// CPU and memory of the app under the mix bench, by group: the API processes (the server the
// bench started and every worker it forked) and PostgreSQL (the postmaster and its backends),
// sampled from /proc so that processes starting or ending during a step are counted.
import fs from 'node:fs/promises';
import { cpuMs, machineCpuMs, rssMiB } from './proc-stats';

/** Parent pid of every process on the machine (Linux /proc), and the pids running node. */
async function parents(): Promise<{ parentOf: Map<number, number>; node: Set<number> }> {
  const map = new Map<number, number>();
  const node = new Set<number>();
  await Promise.all(
    (await fs.readdir('/proc'))
      .filter((e) => /^\d+$/.test(e))
      .map(async (entry) => {
        const stat = await fs.readFile(`/proc/${entry}/stat`, 'utf8').catch(() => '');
        if (stat === '') return;
        // Field 4 (ppid) is the second field after the parenthesised command name.
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        map.set(Number(entry), ppid);
        if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) === 'node') node.add(Number(entry));
      }),
  );
  return { parentOf: map, node };
}

function descendants(root: number, parentOf: Map<number, number>): number[] {
  const found = [root];
  for (let i = 0; i < found.length; i++) {
    for (const [pid, ppid] of parentOf) if (ppid === found[i]) found.push(pid);
  }
  return found;
}

/** Proportional set size in MiB (shared pages split among the processes sharing them), else RSS. */
async function pssMiB(pid: number): Promise<number> {
  const text = await fs.readFile(`/proc/${pid}/smaps_rollup`, 'utf8').catch(() => '');
  const kib = /^Pss:\s+(\d+)\s+kB/m.exec(text)?.[1];
  return kib ? Number(kib) / 1024 : rssMiB(pid);
}

export interface GroupUsage {
  /** CPU used in the interval, in % of one core (200 % = both cores of a 2-core box busy). */
  cpuPercent: number;
  /** Peak of the group's summed memory over the interval's samples (MiB). */
  memoryMiB: number;
  /** Peak number of processes in the group (for the API: node processes, not tsx's esbuild helper). */
  processes: number;
}

export interface Usage {
  api: GroupUsage;
  postgres: GroupUsage;
  /** The bench process itself (the clients): CPU only, memory is its RSS. */
  bench: GroupUsage;
  /** Whole machine busy time, in % of all cores. */
  machineBusyPercent: number;
}

interface Group {
  last: Map<number, number>;
  cpuMs: number;
  memoryMiB: number;
  processes: number;
}

const group = (): Group => ({ last: new Map(), cpuMs: 0, memoryMiB: 0, processes: 0 });

/** The API's processes (the server and its workers) and PostgreSQL's, as the process tree is now. */
async function processGroups(
  apiPid: number,
  postmasterPid: number | undefined,
): Promise<{ api: number[]; apiNode: number; postgres: number[] }> {
  const { parentOf, node } = await parents();
  const postgres = postmasterPid ? descendants(postmasterPid, parentOf).filter((p) => parentOf.has(p)) : [];
  const pg = new Set(postgres);
  const api = descendants(apiPid, parentOf).filter((p) => parentOf.has(p) && !pg.has(p));
  return { api, apiNode: api.filter((p) => node.has(p)).length, postgres };
}

/**
 * Samples the groups every `intervalMs`; `take()` returns the usage since the previous
 * `take()` (or the start) and starts a new interval.
 */
export function startUsageSampler(
  apiPid: number,
  postmasterPid: number | undefined,
  intervalMs = 1000,
): { take(): Promise<Usage>; stop(): void } {
  const api = group();
  const pg = group();
  let benchCpu = process.cpuUsage();
  let benchRss = 0;
  let machine: { busy: number; total: number } | undefined;
  let started = performance.now();

  const account = async (
    g: Group,
    pids: number[],
    memory: (pid: number) => Promise<number>,
    processes = pids.length,
  ) => {
    const [cpus, mems] = await Promise.all([Promise.all(pids.map(cpuMs)), Promise.all(pids.map(memory))]);
    const next = new Map<number, number>();
    pids.forEach((pid, i) => {
      const now = cpus[i] ?? 0;
      // A process new since the last sample counts all its CPU (it started within the interval).
      g.cpuMs += Math.max(0, now - (g.last.get(pid) ?? 0));
      next.set(pid, now);
    });
    g.last = next;
    g.memoryMiB = Math.max(
      g.memoryMiB,
      mems.reduce((a, b) => a + b, 0),
    );
    g.processes = Math.max(g.processes, processes);
  };

  const sample = async () => {
    const groups = await processGroups(apiPid, postmasterPid);
    await Promise.all([
      account(api, groups.api, rssMiB, groups.apiNode),
      account(pg, groups.postgres, pssMiB),
    ]);
    benchRss = Math.max(benchRss, process.memoryUsage.rss() / 2 ** 20);
  };

  let sampling: Promise<void> = sample().then(async () => {
    machine = await machineCpuMs();
    api.cpuMs = 0;
    pg.cpuMs = 0;
  });
  const timer = setInterval(() => {
    sampling = sampling.then(sample, () => undefined);
  }, intervalMs);

  const usage = (g: Group, wallMs: number): GroupUsage => ({
    cpuPercent: (g.cpuMs / wallMs) * 100,
    memoryMiB: g.memoryMiB,
    processes: g.processes,
  });

  return {
    async take() {
      sampling = sampling.then(sample, () => undefined);
      await sampling;
      const wallMs = performance.now() - started;
      const nowMachine = await machineCpuMs();
      const bench = process.cpuUsage(benchCpu);
      const result: Usage = {
        api: usage(api, wallMs),
        postgres: usage(pg, wallMs),
        bench: {
          cpuPercent: ((bench.user + bench.system) / 1000 / wallMs) * 100,
          memoryMiB: benchRss,
          processes: 1,
        },
        machineBusyPercent: machine
          ? ((nowMachine.busy - machine.busy) / (nowMachine.total - machine.total)) * 100
          : 0,
      };
      for (const g of [api, pg]) {
        g.cpuMs = 0;
        g.memoryMiB = 0;
        g.processes = 0;
      }
      benchCpu = process.cpuUsage();
      benchRss = 0;
      machine = nowMachine;
      started = performance.now();
      return result;
    },
    stop: () => clearInterval(timer),
  };
}
