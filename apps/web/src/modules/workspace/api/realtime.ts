import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
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

/*
 * The bell's and the envelope's first read waits for the socket's `ready` (ADR 0144): `ready`
 * re-reads both anyway (nothing missed before the socket listened may stay missing), so reading
 * them earlier as well asked the server twice on every page load. They read without it when the
 * socket cannot open, closes, or is not ready within FIRST_READ_WAIT_MS.
 */
export const FIRST_READ_WAIT_MS = 2_000;
let firstRead = false;
let firstReadTimer: ReturnType<typeof setTimeout> | null = null;
const firstReadListeners = new Set<() => void>();

function setFirstRead(allowed: boolean): void {
  if (firstRead === allowed) return;
  firstRead = allowed;
  for (const listener of firstReadListeners) listener();
}

function subscribeFirstRead(listener: () => void): () => void {
  firstReadListeners.add(listener);
  firstReadTimer ??= setTimeout(() => setFirstRead(true), FIRST_READ_WAIT_MS);
  return () => {
    firstReadListeners.delete(listener);
  };
}

/** Whether the live counts (bell, envelope) may be read: once the socket is ready, or could not be. */
export const useLiveCountsReadable = (): boolean => useSyncExternalStore(subscribeFirstRead, () => firstRead);

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
  if (users === 0 || socket) return;
  const token = getAccessToken();
  // Without a socket to wait for, the counts are read at once.
  if (typeof WebSocket === 'undefined') return setFirstRead(true);
  if (!token) {
    setFirstRead(true);
    return schedule();
  }
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
    if (message.type === 'ready') {
      attempt = 0;
      setFirstRead(true);
    }
    for (const key of invalidationFor(message)) void queries?.invalidateQueries({ queryKey: key });
    for (const listener of listeners) listener(message);
  };
  ws.onclose = (event) => {
    if (socket === ws) socket = null;
    if (users === 0) return;
    setFirstRead(true);
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
        // The next session's first read waits for its own socket.
        if (firstReadTimer) clearTimeout(firstReadTimer);
        firstReadTimer = null;
        setFirstRead(false);
      }
    };
  }, [client, onMessage]);
}
