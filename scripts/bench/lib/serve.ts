import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { LOOPBACK } from './net';
import type { ReadyMessage } from './process';

interface Listenable {
  listen(opts: { port: number; host: string }): Promise<string>;
  close(): Promise<unknown>;
  server: Server;
}

/**
 * For scripts/bench/servers/*: listens on 127.0.0.1 (PORT, or any free port),
 * tells the parent bench its port over IPC, and shuts down on SIGTERM/SIGINT or
 * when the parent goes away. `after` runs after the app has closed.
 */
export async function serveForBench(app: Listenable, after?: () => Promise<void>): Promise<void> {
  let closing = false;
  const shutdown = async () => {
    if (closing) return;
    closing = true;
    const force = setTimeout(() => {
      process.stderr.write('bench server: shutdown took too long\n');
      process.exit(1);
    }, 15_000);
    force.unref();
    let code = 0;
    try {
      await app.close();
    } catch (err) {
      process.stderr.write(`bench server: close failed: ${String(err)}\n`);
      code = 1;
    }
    try {
      await after?.();
    } catch (err) {
      process.stderr.write(`bench server: shutdown failed: ${String(err)}\n`);
      code = 1;
    }
    process.exit(code);
  };
  // `on`, not `once`: a repeated signal must not kill the process mid-shutdown and orphan its postgres.
  process.on('SIGTERM', () => void shutdown());
  process.on('SIGINT', () => void shutdown());
  process.once('disconnect', () => void shutdown());

  await app.listen({ port: Number(process.env.PORT ?? 0), host: LOOPBACK });
  const port = (app.server.address() as AddressInfo).port;
  const ready: ReadyMessage = { type: 'ready', port };
  process.send?.(ready);
}
