import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { liveClientMessage, type LiveServerMessage } from '@haulclub/shared';
import { canSubscribe, isPrivateTopic, type LivePrincipal } from './topic-policy';

const MAX_TOPICS_PER_CONNECTION = 200;
const HEARTBEAT_MS = 30_000;
const MAX_MESSAGE_BYTES = 16 * 1024;

function send(socket: WebSocket, message: LiveServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** GET /api/live: a WebSocket that streams live events of the topics a client follows. */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/live', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const connectionId = randomUUID();
    const topics = new Set<string>();
    let alive = true;
    let sessionId: string | null = null;
    const principal: LivePrincipal = { demoMode: app.config.demoMode, user: null };
    // Messages are handled one at a time, so a subscribe sent right after auth sees the principal.
    let queue: Promise<void> = Promise.resolve();

    const unsubscribe = app.live.subscribe((event) => {
      if (!topics.has(event.topic)) return;
      if (!isPrivateTopic(event.topic)) return send(socket, { type: 'event', event });
      // Private events go out only while the session is live (revocation and suspension bite here too).
      const expectedUser = principal.user?.userId;
      if (!sessionId || !expectedUser) return;
      void app.auth.sessions
        .get(sessionId)
        .then((state) => {
          if (state?.live && state.userId === expectedUser) send(socket, { type: 'event', event });
          else dropPrivateTopics();
        })
        .catch(() => undefined);
    });
    function dropPrivateTopics(): void {
      principal.user = null;
      sessionId = null;
      for (const t of [...topics]) if (isPrivateTopic(t)) topics.delete(t);
    }
    async function authenticate(accessToken: string | null): Promise<void> {
      if (accessToken === null) {
        dropPrivateTopics();
        return send(socket, { type: 'authenticated', userId: null });
      }
      try {
        const p = await app.authenticateToken(accessToken);
        principal.user = { userId: p.userId, role: p.role };
        sessionId = p.sessionId;
        for (const t of [...topics]) if (!canSubscribe(t, principal)) topics.delete(t);
        send(socket, { type: 'authenticated', userId: p.userId });
      } catch {
        dropPrivateTopics();
        send(socket, {
          type: 'error',
          code: 'unauthorized',
          message: 'Your sign-in is invalid or has expired',
        });
      }
    }
    const heartbeat = setInterval(() => {
      if (!alive) return socket.terminate();
      alive = false;
      socket.ping();
    }, HEARTBEAT_MS);
    heartbeat.unref();

    socket.on('pong', () => (alive = true));
    socket.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
    });
    socket.on('message', (raw, isBinary) => {
      alive = true;
      queue = queue.then(() => handle(raw, isBinary)).catch(() => undefined);
    });
    async function handle(raw: RawData, isBinary: boolean): Promise<void> {
      const text = raw.toString();
      if (isBinary || text.length > MAX_MESSAGE_BYTES) {
        return send(socket, { type: 'error', code: 'bad_message', message: 'Send JSON text messages only' });
      }
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return send(socket, { type: 'error', code: 'bad_message', message: 'Message is not valid JSON' });
      }
      const parsed = liveClientMessage.safeParse(json);
      if (!parsed.success) {
        return send(socket, {
          type: 'error',
          code: 'bad_message',
          message: parsed.error.issues[0]?.message ?? 'Invalid message',
        });
      }
      const message = parsed.data;
      if (message.type === 'ping') return send(socket, { type: 'pong' });
      if (message.type === 'auth') return authenticate(message.accessToken);
      if (message.type === 'unsubscribe') {
        for (const t of message.topics) topics.delete(t);
        return send(socket, { type: 'unsubscribed', topics: message.topics });
      }
      const forbidden = message.topics.filter((t) => !canSubscribe(t, principal));
      if (forbidden.length > 0) {
        return send(socket, {
          type: 'error',
          code: 'forbidden_topic',
          message: `Not allowed to follow: ${forbidden.join(', ')}`,
        });
      }
      if (topics.size + message.topics.length > MAX_TOPICS_PER_CONNECTION) {
        return send(socket, {
          type: 'error',
          code: 'too_many_topics',
          message: `At most ${MAX_TOPICS_PER_CONNECTION} topics per connection`,
        });
      }
      for (const t of message.topics) topics.add(t);
      send(socket, { type: 'subscribed', topics: message.topics });
    }

    request.log.debug({ connectionId }, 'live connection opened');
    send(socket, { type: 'welcome', connectionId });
  });
}
