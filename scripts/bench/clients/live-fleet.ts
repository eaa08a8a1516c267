// A child process of the alerts bench holding many /api/live WebSocket clients,
// each signed in as one trucker and following `user:<id>`, as that trucker's
// open browser tab would. It receives its clients over IPC, connects them,
// then reports every `alert.created` it receives with the arrival time on the
// system-wide monotonic clock (process.hrtime), which the parent shares.
import WebSocket from 'ws';
import { ALERT_EVENTS, type LiveServerMessage } from '@haulclub/shared';
import type { FleetCommand, FleetReport, Receipt } from '../lib/live-fleet-protocol';
import { mapLimit } from '../lib/concurrency';

const sockets: WebSocket[] = [];
let receipts: Receipt[] = [];
let otherEvents = 0;
let unexpectedCloses = 0;
let closing = false;

const nowMs = () => Number(process.hrtime.bigint()) / 1e6;

function report(message: FleetReport): void {
  process.send?.(message);
}

/** One client: open, auth, subscribe; resolves when `subscribed` arrives. */
function connect(port: number, userId: string, token: string, localAddress: string, timeoutMs: number) {
  return new Promise<void>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/api/live`, {
      localAddress,
      perMessageDeflate: false,
    });
    let ready = false;
    const timer = setTimeout(() => {
      socket.terminate();
      reject(new Error(`no subscribed within ${timeoutMs} ms`));
    }, timeoutMs);
    socket.on('open', () => socket.send(JSON.stringify({ type: 'auth', accessToken: token })));
    socket.on('message', (data) => {
      const at = nowMs();
      const m = JSON.parse(data.toString()) as LiveServerMessage;
      if (m.type === 'event') {
        if (m.event.type === ALERT_EVENTS.created) {
          const alert = m.event.data as { id: string; loadId: string; silent: boolean };
          receipts.push([alert.loadId, alert.id, userId, at, alert.silent]);
        } else otherEvents += 1;
        return;
      }
      if (ready) return;
      if (m.type === 'authenticated') {
        if (m.userId !== userId) return fail(`authenticated as ${m.userId}`);
        socket.send(JSON.stringify({ type: 'subscribe', topics: [`user:${userId}`] }));
      } else if (m.type === 'subscribed') {
        ready = true;
        clearTimeout(timer);
        sockets.push(socket);
        resolve();
      } else if (m.type === 'error') fail(`${m.code}: ${m.message}`);
    });
    socket.on('error', (err) => fail(err.message));
    socket.on('close', (code, reason) => {
      if (!ready) return fail(`closed ${code} ${reason.toString()}`);
      if (!closing) unexpectedCloses += 1;
    });
    function fail(why: string) {
      if (ready) return;
      clearTimeout(timer);
      socket.terminate();
      reject(new Error(why));
    }
  });
}

async function connectAll(command: Extract<FleetCommand, { type: 'connect' }>): Promise<void> {
  let connected = 0;
  const failures: string[] = [];
  const progress = setInterval(() => report({ type: 'progress', connected, failed: failures.length }), 2000);
  await mapLimit(command.clients, command.concurrency, async ([userId, token], i) => {
    const localAddress = command.localAddresses[i % command.localAddresses.length] as string;
    try {
      await connect(command.port, userId, token, localAddress, command.timeoutMs);
      connected += 1;
    } catch (err) {
      failures.push(`${userId}: ${err instanceof Error ? err.message : String(err)}`);
    }
  });
  clearInterval(progress);
  report({ type: 'connected', connected, failed: failures.length, firstFailures: failures.slice(0, 5) });
}

// Receipts go to the parent in small batches; the arrival time was taken on receipt, not here.
const flush = setInterval(() => {
  if (receipts.length === 0) return;
  report({ type: 'receipts', receipts });
  receipts = [];
}, 50);

function closeAll(): void {
  closing = true;
  clearInterval(flush);
  if (receipts.length > 0) report({ type: 'receipts', receipts });
  receipts = [];
  const cpu = process.cpuUsage();
  report({
    type: 'closed',
    otherEvents,
    unexpectedCloses,
    open: sockets.filter((s) => s.readyState === WebSocket.OPEN).length,
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
  for (const s of sockets) s.terminate();
  setTimeout(() => process.exit(0), 200);
}

process.on('message', (message: FleetCommand) => {
  if (message.type === 'connect') void connectAll(message);
  else if (message.type === 'close') closeAll();
});
process.once('disconnect', () => {
  closing = true;
  for (const s of sockets) s.terminate();
  process.exit(0);
});
// Ctrl-C reaches the whole process group: the bench stops this process itself, so leave quietly.
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    closing = true;
    for (const s of sockets) s.terminate();
    process.exit(0);
  });
}
report({ type: 'started' });
