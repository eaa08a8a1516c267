// The parent side of the alerts bench's client processes: spreads the clients
// over N child processes (scripts/bench/clients/live-fleet.ts), waits until
// every client is signed in and subscribed, and collects their receipts.
import type { FleetCommand, FleetReport, Receipt } from './live-fleet-protocol';
import { childEnv, describeExit, spawnChild, type Child } from './process';

export interface FleetClosed {
  otherEvents: number;
  unexpectedCloses: number;
  /** Sockets still open at the end of the run. */
  open: number;
  /** CPU time of each client process over its life. */
  cpuMs: number[];
}

export interface LiveFleet {
  connected: number;
  /** From the first connection attempt until every client was subscribed (or failed). */
  connectMs: number;
  children: Child[];
  /** Called for every received alert. */
  onReceipt(listener: (r: Receipt) => void): void;
  close(): Promise<FleetClosed>;
}

/** [userId, token] clients, spread over `processes` children; connects them all. */
export async function startLiveFleet(options: {
  port: number;
  clients: [string, string][];
  processes: number;
  concurrency: number;
  log: (m: string) => void;
}): Promise<LiveFleet> {
  const { clients, processes } = options;
  const listeners: ((r: Receipt) => void)[] = [];
  const children: Child[] = [];
  const closedReports: Promise<Extract<FleetReport, { type: 'closed' }>>[] = [];
  const connectedReports: Promise<Extract<FleetReport, { type: 'connected' }>>[] = [];
  const started: Promise<unknown>[] = [];
  const commands: FleetCommand[] = [];
  const progress = new Map<number, number>();
  let lastLogged = 0;

  for (let p = 0; p < processes; p++) {
    const child = spawnChild(
      `live-fleet-${p + 1}`,
      process.execPath,
      ['--import', 'tsx', 'scripts/bench/clients/live-fleet.ts'],
      { env: childEnv({ NODE_ENV: 'production' }), ipc: true },
    );
    children.push(child);
    const gone = child.exited.then((exit) => {
      throw new Error(`${child.label} exited (${describeExit(exit)})\n${child.output()}`);
    });
    gone.catch(() => undefined);
    const on = <T extends FleetReport['type']>(type: T) =>
      Promise.race([
        new Promise<Extract<FleetReport, { type: T }>>((resolve) => {
          child.process.on('message', (m: FleetReport) => {
            if (m.type === type) resolve(m as Extract<FleetReport, { type: T }>);
          });
        }),
        gone,
      ]);
    child.process.on('message', (m: FleetReport) => {
      if (m.type === 'receipts') for (const r of m.receipts) for (const l of listeners) l(r);
      else if (m.type === 'progress') {
        progress.set(p, m.connected);
        const total = [...progress.values()].reduce((a, b) => a + b, 0);
        if (total - lastLogged >= 1000) {
          lastLogged = total;
          options.log(`${total} of ${clients.length} clients connected`);
        }
      }
    });
    // Each report is awaited later (or never, when the run is interrupted first): a child that
    // exits meanwhile must not become an unhandled rejection that kills the bench before its cleanup.
    const handled = <T>(p: Promise<T>) => {
      p.catch(() => undefined);
      return p;
    };
    started.push(handled(on('started')));
    connectedReports.push(handled(on('connected')));
    closedReports.push(handled(on('closed')));
    const mine = clients.filter((_, i) => i % processes === p);
    const command: FleetCommand = {
      type: 'connect',
      port: options.port,
      clients: mine,
      // 1,000 clients per source address: each looks like its own network, as real truckers would.
      localAddresses: Array.from(
        { length: Math.max(1, Math.ceil(mine.length / 1000)) },
        (_, i) => `127.0.${p + 1}.${i + 2}`,
      ),
      concurrency: options.concurrency,
      timeoutMs: 60_000,
    };
    commands.push(command);
  }
  // Children start in parallel (tsx takes a few seconds each); then all connect at once.
  await Promise.all(started);
  const connectStarted = performance.now();
  children.forEach((c, i) => c.process.send(commands[i] as FleetCommand));

  const results = await Promise.all(connectedReports);
  const connected = results.reduce((a, r) => a + r.connected, 0);
  const failures = results.flatMap((r) => r.firstFailures);
  const failed = results.reduce((a, r) => a + r.failed, 0);
  const connectMs = performance.now() - connectStarted;
  if (failed > 0) options.log(`${failed} clients failed to connect, e.g. ${failures.join('; ')}`);

  return {
    connected,
    connectMs,
    children,
    onReceipt: (l) => void listeners.push(l),
    async close() {
      for (const c of children) {
        if (c.exitInfo() || !c.process.connected) continue;
        c.process.send({ type: 'close' } satisfies FleetCommand, (err) => {
          if (err) void c.stop(10_000).catch(() => undefined);
        });
      }
      const closed = await Promise.all(closedReports);
      await Promise.all(children.map((c) => c.stop(10_000).catch(() => undefined)));
      return {
        otherEvents: closed.reduce((a, c) => a + c.otherEvents, 0),
        unexpectedCloses: closed.reduce((a, c) => a + c.unexpectedCloses, 0),
        open: closed.reduce((a, c) => a + c.open, 0),
        cpuMs: closed.map((c) => c.cpuMs),
      };
    },
  };
}
