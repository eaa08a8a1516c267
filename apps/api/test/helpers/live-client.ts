import WebSocket from 'ws';
import type { LiveServerMessage } from '@haulclub/shared';

/** A WebSocket client that records every message it receives. */
export async function connect(url: string) {
  const socket = new WebSocket(url);
  const messages: LiveServerMessage[] = [];
  const waiters: Array<() => void> = [];
  /** Resolves with the close code and reason once the connection is closed (by either side). */
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.once('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  socket.on('message', (data) => {
    messages.push(JSON.parse(data.toString()) as LiveServerMessage);
    for (const w of waiters.splice(0)) w();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  async function next(
    predicate: (m: LiveServerMessage) => boolean,
    timeoutMs = 5000,
  ): Promise<LiveServerMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = messages.find(predicate);
      if (found) return found;
      const remaining = deadline - Date.now();
      if (remaining <= 0) throw new Error(`no matching message; got ${JSON.stringify(messages)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, remaining);
      });
    }
  }
  return { socket, messages, next, closed, send: (m: unknown) => socket.send(JSON.stringify(m)) };
}
