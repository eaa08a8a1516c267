import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { RawData, WebSocket } from 'ws';
import { liveClientMessage, type LiveEvent, type LiveServerMessage } from '@haulclub/shared';
import { canSubscribe, isPrivateTopic, type LivePrincipal } from './topic-policy';
import { ConnectionCounter, MessageRate } from './connection-limits';

const MAX_TOPICS_PER_CONNECTION = 200;
const HEARTBEAT_MS = 30_000;
const MAX_MESSAGE_BYTES = 16 * 1024;
/** Close code for a client over a limit (RFC 6455: policy violation); the reason says which. */
export const LIVE_POLICY_VIOLATION = 1008;

function send(socket: WebSocket, message: LiveServerMessage): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
}

/** An event's message, serialised once however many sockets follow its topic. */
const eventMessages = new WeakMap<LiveEvent, string>();
function sendEvent(socket: WebSocket, event: LiveEvent): void {
  if (socket.readyState !== socket.OPEN) return;
  let text = eventMessages.get(event);
  if (text === undefined) {
    text = JSON.stringify({ type: 'event', event } satisfies LiveServerMessage);
    eventMessages.set(event, text);
  }
  socket.send(text);
}

/** GET /api/live: a WebSocket that streams live events of the topics a client follows. */
export async function liveRoutes(app: FastifyInstance): Promise<void> {
  const limits = app.config.live;
  // Per process: each API process caps its own sockets.
  const perIp = new ConnectionCounter(limits.maxConnectionsPerIp);
  const perUser = new ConnectionCounter(limits.maxConnectionsPerUser);

  app.get('/api/live', { websocket: true, schema: { hide: true } }, (socket, request) => {
    const ip = request.ip;
    if (!perIp.tryAcquire(ip)) {
      request.log.warn({ ip }, 'live connection refused: too many from this address');
      return socket.close(LIVE_POLICY_VIOLATION, 'Too many live connections from this address');
    }
    const connectionId = randomUUID();
    const rate = new MessageRate(limits.maxMessagesPerSecond, 1000);
    /** The user whose connection slot this socket holds, if any. */
    let slotUserId: string | null = null;
    /** Followed topics → unsubscribe from this process's topic index. */
    const topics = new Map<string, () => void>();
    let alive = true;
    let closed = false;
    let sessionId: string | null = null;
    const principal: LivePrincipal = { demoMode: app.config.demoMode, user: null };
    // Messages are handled one at a time, so a subscribe sent right after auth sees the principal.
    let queue: Promise<void> = Promise.resolve();

    const deliver = (event: LiveEvent): void => {
      if (!topics.has(event.topic)) return;
      if (!isPrivateTopic(event.topic)) return sendEvent(socket, event);
      // Private events go out only while the session is live (revocation and suspension bite here too).
      const expectedUser = principal.user?.userId;
      if (!sessionId || !expectedUser) return;
      void app.auth.sessions
        .get(sessionId)
        .then((state) => {
          if (state?.live && state.userId === expectedUser) sendEvent(socket, event);
          else dropPrivateTopics();
        })
        .catch(() => undefined);
    };
    function follow(topic: string): void {
      // A closed socket has already left the index; a late subscribe must not re-enter it.
      if (closed) return;
      if (!topics.has(topic)) topics.set(topic, app.live.subscribeTopic(topic, deliver));
    }
    function unfollow(topic: string): void {
      topics.get(topic)?.();
      topics.delete(topic);
    }
    function unfollowAll(): void {
      for (const t of [...topics.keys()]) unfollow(t);
    }
    function releaseUserSlot(): void {
      if (slotUserId !== null) perUser.release(slotUserId);
      slotUserId = null;
    }
    function dropPrivateTopics(): void {
      releaseUserSlot();
      principal.user = null;
      sessionId = null;
      for (const t of [...topics.keys()]) if (isPrivateTopic(t)) unfollow(t);
    }
    async function authenticate(accessToken: string | null): Promise<void> {
      if (accessToken === null) {
        dropPrivateTopics();
        return send(socket, { type: 'authenticated', userId: null });
      }
      try {
        const p = await app.authenticateToken(accessToken);
        // Closed meanwhile: its slots are already released, so take none.
        if (socket.readyState !== socket.OPEN) return;
        if (slotUserId !== p.userId) {
          releaseUserSlot();
          if (!perUser.tryAcquire(p.userId)) {
            dropPrivateTopics();
            request.log.warn({ userId: p.userId }, 'live connection refused: too many for this user');
            return socket.close(LIVE_POLICY_VIOLATION, 'Too many live connections for this account');
          }
          slotUserId = p.userId;
        }
        principal.user = { userId: p.userId, role: p.role };
        sessionId = p.sessionId;
        for (const t of [...topics.keys()]) if (!canSubscribe(t, principal)) unfollow(t);
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
      closed = true;
      clearInterval(heartbeat);
      unfollowAll();
      releaseUserSlot();
      perIp.release(ip);
    });
    socket.on('message', (raw, isBinary) => {
      alive = true;
      if (socket.readyState !== socket.OPEN) return;
      if (!rate.allow()) {
        request.log.warn({ connectionId }, 'live connection closed: too many messages');
        return socket.close(LIVE_POLICY_VIOLATION, 'Too many messages');
      }
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
        for (const t of message.topics) unfollow(t);
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
      for (const t of message.topics) follow(t);
      send(socket, { type: 'subscribed', topics: message.topics });
    }

    request.log.debug({ connectionId }, 'live connection opened');
    send(socket, { type: 'welcome', connectionId });
  });
}
