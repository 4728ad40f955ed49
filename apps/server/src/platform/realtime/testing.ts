import type { FastifyInstance } from 'fastify';
import WebSocket from 'ws';

/** A websocket client that keeps every event it receives and can wait for the next of a type. */
export type Client = {
  socket: WebSocket;
  events: Record<string, unknown>[];
  next(type: string): Promise<Record<string, unknown>>;
  closed: Promise<number>;
};

/** Opens /api/ws on a listening app; with a token, authenticates and waits until ready. */
export async function connect(app: FastifyInstance, token: string | null): Promise<Client> {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const socket = new WebSocket(`ws://127.0.0.1:${port}/api/ws`);
  const events: Record<string, unknown>[] = [];
  const waiting: { type: string; resolve: (e: Record<string, unknown>) => void }[] = [];
  socket.on('message', (data) => {
    const event = JSON.parse(Buffer.from(data as Buffer).toString('utf8')) as Record<string, unknown>;
    const i = waiting.findIndex((w) => w.type === event.type);
    if (i >= 0) waiting.splice(i, 1)[0]!.resolve(event);
    else events.push(event);
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const client: Client = {
    socket,
    events,
    closed,
    next: (type) => {
      const i = events.findIndex((e) => e.type === type);
      if (i >= 0) return Promise.resolve(events.splice(i, 1)[0]!);
      return new Promise((resolve) => waiting.push({ type, resolve }));
    },
  };
  if (token !== null) {
    socket.send(JSON.stringify({ type: 'auth', token }));
    await client.next('ready');
  }
  return client;
}
