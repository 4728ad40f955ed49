import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getAccessToken, refreshSession } from '../../../shared/lib/session';

/**
 * The one websocket of a signed-in tab (ADR 0102). It sends the access token in its first
 * message, turns each event into a re-read of what it concerns, reconnects with back-off
 * (1 s doubling to 30 s, with jitter), and on every (re)connection re-reads the bell and the
 * chat counts, so nothing missed while it was away stays missing.
 */

export type RealtimeMessage = { type: string } & Record<string, unknown>;
type Listener = (message: RealtimeMessage) => void;

const listeners = new Set<Listener>();
let socket: WebSocket | null = null;
let users = 0;
let attempt = 0;
let retry: ReturnType<typeof setTimeout> | null = null;
let queries: QueryClient | null = null;

export const NOTIFICATIONS_KEY = ['workspace', 'notifications'] as const;
export const CHAT_KEY = ['workspace', 'chat'] as const;

function catchUp(): void {
  void queries?.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  void queries?.invalidateQueries({ queryKey: CHAT_KEY });
}

/** What one event means for the screens: which answers to read again. */
export function invalidationFor(message: RealtimeMessage): readonly (readonly string[])[] {
  if (message.type === 'notification') return [NOTIFICATIONS_KEY];
  if (message.type === 'chat.message' || message.type === 'chat.read') return [CHAT_KEY];
  if (message.type === 'ready' || message.type === 'resync') return [NOTIFICATIONS_KEY, CHAT_KEY];
  return [];
}

/** Back-off before the n-th reconnection attempt (0-based), in ms. */
export function backoff(n: number, random = Math.random()): number {
  return Math.min(30_000, 1_000 * 2 ** n) * (0.75 + random * 0.5);
}

function schedule(): void {
  if (users === 0 || retry) return;
  retry = setTimeout(() => {
    retry = null;
    open();
  }, backoff(attempt++));
}

function open(): void {
  if (users === 0 || socket || typeof WebSocket === 'undefined') return;
  const token = getAccessToken();
  if (!token) return schedule();
  const url = `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/api/ws`;
  const ws = new WebSocket(url);
  socket = ws;
  ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token }));
  ws.onmessage = (event: MessageEvent<string>) => {
    let message: RealtimeMessage;
    try {
      message = JSON.parse(event.data) as RealtimeMessage;
    } catch {
      return;
    }
    if (message.type === 'ready') attempt = 0;
    for (const key of invalidationFor(message)) void queries?.invalidateQueries({ queryKey: key });
    for (const listener of listeners) listener(message);
  };
  ws.onclose = (event) => {
    if (socket === ws) socket = null;
    if (users === 0) return;
    // 4401: the token expired or was refused; a fresh one first (the session may have ended).
    if (event.code === 4401) void refreshSession().finally(schedule);
    else schedule();
  };
}

/** Sends a message on the shared connection when it is open (typing indicators). */
export function sendRealtime(message: RealtimeMessage): void {
  if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

/** Keeps the shared connection open while a signed-in component uses it; `onMessage` hears every event. */
export function useRealtime(onMessage?: Listener): void {
  const client = useQueryClient();
  useEffect(() => {
    queries = client;
    users += 1;
    if (onMessage) listeners.add(onMessage);
    if (socket) catchUp();
    else open();
    return () => {
      users -= 1;
      if (onMessage) listeners.delete(onMessage);
      if (users === 0) {
        if (retry) clearTimeout(retry);
        retry = null;
        socket?.close(1000, 'Signed out');
        socket = null;
      }
    };
  }, [client, onMessage]);
}
