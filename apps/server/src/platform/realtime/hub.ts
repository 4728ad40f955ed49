import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Database, Listener } from '../../db/client.js';
import type { AccessClaims, AccessTokens, SessionResolver } from '../auth/index.js';
import { publish, REALTIME_CHANNEL, type Delivery, type RealtimeEvent } from './publish.js';

/** The signed-in member behind one connection. */
export type RealtimeSession = { companyId: string; groupId: string; userId: string };

/** Answers a client's message (typing...); throws or ignores what the member may not do. */
export type ClientMessageHandler = (session: RealtimeSession, message: Record<string, unknown>) => Promise<void>;

export type RealtimeHub = {
  /** Publishes at once (not in a transaction): typing indicators. */
  publishNow(delivery: Delivery): Promise<void>;
  /** Registers what a client's message of this type does (modules, once at start). */
  handle(type: string, handler: ClientMessageHandler): void;
  /** How many authenticated connections this process holds. */
  connections(): number;
};

export const WS_PATH = '/api/ws';
const AUTH_TIMEOUT_MS = 10_000;
const HEARTBEAT_MS = 30_000;
const MAX_CLIENT_MESSAGE_BYTES = 4_096;

const text = (data: RawData): string => (Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer)).toString('utf8');

type Conn = { socket: WebSocket; session: RealtimeSession | null; expiresAt: number; alive: boolean };

/**
 * The real-time channel (ADR 0102): a websocket at /api/ws on the app's own HTTP server. The
 * client sends its access token in the first message (never in the URL, which logs and proxies
 * keep); the connection then belongs to that member of that company. Events reach it from any
 * server process through PostgreSQL LISTEN/NOTIFY on the owner's database.
 */
export function registerRealtime(
  app: FastifyInstance,
  deps: { database: Database; tokens: AccessTokens; resolveSession: SessionResolver; log: FastifyBaseLogger },
): RealtimeHub {
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_CLIENT_MESSAGE_BYTES });
  const byMember = new Map<string, Set<Conn>>();
  const all = new Set<Conn>();
  const handlers = new Map<string, ClientMessageHandler>();
  let listener: Listener | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  const key = (companyId: string, userId: string) => `${companyId}:${userId}`;
  const send = (conn: Conn, event: RealtimeEvent) => {
    if (conn.socket.readyState === conn.socket.OPEN) conn.socket.send(JSON.stringify(event));
  };

  const deliver = (payload: string) => {
    let parsed: { c: string; u: string[]; e: RealtimeEvent };
    try {
      parsed = JSON.parse(payload) as typeof parsed;
    } catch {
      return;
    }
    const now = Date.now();
    for (const userId of parsed.u) {
      for (const conn of byMember.get(key(parsed.c, userId)) ?? []) if (conn.expiresAt > now) send(conn, parsed.e);
    }
  };

  const forget = (conn: Conn) => {
    all.delete(conn);
    if (!conn.session) return;
    const k = key(conn.session.companyId, conn.session.userId);
    const set = byMember.get(k);
    set?.delete(conn);
    if (set?.size === 0) byMember.delete(k);
  };

  const authenticate = async (conn: Conn, token: unknown): Promise<boolean> => {
    const claims: AccessClaims | null = typeof token === 'string' ? deps.tokens.verify(token) : null;
    const session = claims && !claims.twoFactorSetup ? await deps.resolveSession(claims) : null;
    if (!claims || !session) return false;
    // A fresh token of the same member extends the connection; another member's is refused.
    if (conn.session && (conn.session.userId !== claims.userId || conn.session.companyId !== claims.companyId)) return false;
    conn.expiresAt = claims.expiresAt.getTime();
    if (!conn.session) {
      conn.session = { companyId: claims.companyId, groupId: claims.groupId, userId: claims.userId };
      const k = key(claims.companyId, claims.userId);
      byMember.set(k, (byMember.get(k) ?? new Set()).add(conn));
    }
    return true;
  };

  const onMessage = async (conn: Conn, data: RawData) => {
    let message: Record<string, unknown>;
    try {
      message = JSON.parse(text(data)) as Record<string, unknown>;
    } catch {
      return conn.socket.close(4400, 'Not JSON');
    }
    if (typeof message !== 'object' || message === null) return conn.socket.close(4400, 'Not an object');
    if (message.type === 'auth') {
      const first = conn.session === null;
      if (!(await authenticate(conn, message.token))) return conn.socket.close(4401, 'The access token is invalid or has expired');
      if (first) send(conn, { type: 'ready' });
      return;
    }
    if (!conn.session) return conn.socket.close(4401, 'Authenticate first');
    if (conn.expiresAt <= Date.now()) return conn.socket.close(4401, 'The access token has expired');
    const handler = typeof message.type === 'string' ? handlers.get(message.type) : undefined;
    if (!handler) return;
    try {
      await handler(conn.session, message);
    } catch (error) {
      deps.log.debug({ err: error, type: message.type }, 'realtime message refused');
    }
  };

  const onUpgrade = (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== WS_PATH && path !== `${WS_PATH}/`) return;
    wss.handleUpgrade(request, socket, head, (socketWs) => {
      const conn: Conn = { socket: socketWs, session: null, expiresAt: 0, alive: true };
      all.add(conn);
      const deadline = setTimeout(() => {
        if (!conn.session) socketWs.close(4401, 'Authenticate first');
      }, AUTH_TIMEOUT_MS);
      socketWs.on('pong', () => (conn.alive = true));
      socketWs.on('message', (data) => void onMessage(conn, data).catch(() => socketWs.close(1011, 'Server error')));
      socketWs.on('close', () => {
        clearTimeout(deadline);
        forget(conn);
      });
      socketWs.on('error', () => forget(conn));
    });
  };
  app.server.on('upgrade', onUpgrade);

  app.addHook('onReady', async () => {
    listener = await deps.database.listen(REALTIME_CHANNEL, {
      onNotify: deliver,
      // Notifications may have been missed while the listening connection was down: clients re-read.
      onReconnect: () => {
        for (const conn of all) if (conn.session) send(conn, { type: 'resync' });
      },
    });
    heartbeat = setInterval(() => {
      const now = Date.now();
      for (const conn of all) {
        if (!conn.alive || (conn.session && conn.expiresAt <= now)) {
          if (conn.alive) conn.socket.close(4401, 'The access token has expired');
          else conn.socket.terminate();
          continue;
        }
        conn.alive = false;
        conn.socket.ping();
      }
    }, HEARTBEAT_MS);
    heartbeat.unref();
  });
  app.addHook('preClose', async () => {
    app.server.off('upgrade', onUpgrade);
    if (heartbeat) clearInterval(heartbeat);
    for (const conn of all) conn.socket.close(1001, 'Server shutting down');
    await listener?.close();
    wss.close();
  });

  return {
    publishNow: (delivery) => publish(deps.database.db, delivery),
    handle: (type, handler) => {
      handlers.set(type, handler);
    },
    connections: () => [...all].filter((c) => c.session).length,
  };
}
