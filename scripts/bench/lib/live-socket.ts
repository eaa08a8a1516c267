import WebSocket from 'ws';
import type { LiveEvent, LiveServerMessage } from '@haulclub/shared';
import { onCleanup } from './cleanup';
import { LOOPBACK } from './net';

export interface LiveSocket {
  /** Called with every event and performance.now() at its arrival. */
  onEvent(listener: (event: LiveEvent, at: number) => void): void;
  close(): Promise<void>;
}

/**
 * A signed-in /api/live connection following the given topics: sends
 * `auth`, waits for `authenticated`, then `subscribe` and waits for `subscribed`.
 */
export async function openLiveSocket(
  port: number,
  accessToken: string,
  topics: string[],
  timeoutMs = 10_000,
): Promise<LiveSocket> {
  const socket = new WebSocket(`ws://${LOOPBACK}:${port}/api/live`);
  const listeners: ((event: LiveEvent, at: number) => void)[] = [];
  let waiter: ((m: LiveServerMessage) => void) | undefined;
  socket.on('message', (data) => {
    const at = performance.now();
    const message = JSON.parse(data.toString()) as LiveServerMessage;
    if (message.type === 'event') for (const l of listeners) l(message.event, at);
    else waiter?.(message);
  });
  const deregister = onCleanup('close a live socket', () => socket.terminate());

  const expect = (type: LiveServerMessage['type'], send?: unknown) =>
    new Promise<LiveServerMessage>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`/api/live: no ${type} within ${timeoutMs} ms`)),
        timeoutMs,
      );
      waiter = (m) => {
        if (m.type === 'error') reject(new Error(`/api/live answered ${m.code}: ${m.message}`));
        else if (m.type !== type) return;
        else resolve(m);
        clearTimeout(timer);
        waiter = undefined;
      };
      if (send !== undefined) socket.send(JSON.stringify(send));
    });

  try {
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
    });
    const auth = await expect('authenticated', { type: 'auth', accessToken });
    if (auth.type === 'authenticated' && auth.userId === null) throw new Error('/api/live did not sign in');
    await expect('subscribed', { type: 'subscribe', topics });
  } catch (err) {
    deregister();
    socket.terminate();
    throw err;
  }

  return {
    onEvent: (listener) => void listeners.push(listener),
    close: () =>
      new Promise<void>((resolve) => {
        deregister();
        if (socket.readyState === WebSocket.CLOSED) return resolve();
        socket.once('close', () => resolve());
        socket.close();
        setTimeout(() => {
          socket.terminate();
          resolve();
        }, 2000).unref();
      }),
  };
}
