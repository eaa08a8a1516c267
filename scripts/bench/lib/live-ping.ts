// Round trips of `ping` → `pong` on one extra anonymous /api/live socket, every
// `everyMs`: the server answers a ping without the database, so the round trip
// shows how long its event loop keeps a message waiting while the run goes on.
import WebSocket from 'ws';
import type { LiveServerMessage } from '@haulclub/shared';
import { LOOPBACK } from './net';

export interface LivePinger {
  /** Round trips so far (ms). */
  samples: number[];
  stop(): void;
}

export async function startLivePinger(port: number, everyMs: number): Promise<LivePinger> {
  const socket = new WebSocket(`ws://${LOOPBACK}:${port}/api/live`, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  const samples: number[] = [];
  let sentAt: number | undefined;
  socket.on('message', (data) => {
    const m = JSON.parse(data.toString()) as LiveServerMessage;
    if (m.type === 'pong' && sentAt !== undefined) {
      samples.push(performance.now() - sentAt);
      sentAt = undefined;
    }
  });
  socket.on('error', () => undefined);
  // One ping in flight at a time; a ping still unanswered at the next tick waits.
  const timer = setInterval(() => {
    if (sentAt !== undefined || socket.readyState !== WebSocket.OPEN) return;
    sentAt = performance.now();
    socket.send(JSON.stringify({ type: 'ping' }));
  }, everyMs);
  return {
    samples,
    stop() {
      clearInterval(timer);
      socket.terminate();
    },
  };
}
