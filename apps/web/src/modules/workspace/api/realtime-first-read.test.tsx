import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChatUnread } from './chat-queries';
import { useNotificationFeed } from './notification-queries';
import { FIRST_READ_WAIT_MS, useRealtime } from './realtime';

/** A websocket the test drives: it opens at once, and the test says when the server is ready. */
class FakeSocket {
  static last: FakeSocket | null = null;
  onopen: (() => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number }) => void) | null = null;
  readyState = 1;
  constructor() {
    FakeSocket.last = this;
    queueMicrotask(() => this.onopen?.());
  }
  send(): void {}
  close(): void {
    this.readyState = 3;
  }
  receive(message: object): void {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
}

const asked: string[] = [];

function Header() {
  useRealtime();
  const feed = useNotificationFeed();
  const chat = useChatUnread();
  return (
    <p data-testid="counts">
      {feed.data ? feed.data.unread : '-'} {chat.data ? chat.data.items.length : '-'}
    </p>
  );
}

function renderHeader() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Header />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  asked.length = 0;
  localStorage.setItem('token', 'a.b.c');
  vi.stubGlobal('WebSocket', FakeSocket);
  vi.stubGlobal(
    'fetch',
    vi.fn((input: RequestInfo | URL) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
      asked.push(url.pathname);
      const body = url.pathname.endsWith('/notifications') ? { items: [], unread: 3 } : { items: [], total: 0 };
      return Promise.resolve(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));
    }),
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  FakeSocket.last = null;
});

describe("the header's live counts", () => {
  it('are read once, when the socket is ready, not before it and again after it', async () => {
    const view = renderHeader();
    await act(async () => await Promise.resolve());
    expect(FakeSocket.last).not.toBeNull();
    expect(asked).toEqual([]);
    act(() => FakeSocket.last!.receive({ type: 'ready' }));
    await waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('3 0'));
    expect(asked.sort()).toEqual(['/api/workspace/chat/unread', '/api/workspace/notifications']);
    // A later event still re-reads what it concerns.
    act(() => FakeSocket.last!.receive({ type: 'notification' }));
    await waitFor(() => expect(asked.filter((p) => p.endsWith('/notifications'))).toHaveLength(2));
    view.unmount();
  });

  it('are read anyway when the socket is not ready in time', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const view = renderHeader();
    await act(async () => await Promise.resolve());
    expect(asked).toEqual([]);
    await act(async () => await vi.advanceTimersByTimeAsync(FIRST_READ_WAIT_MS - 1));
    expect(asked).toEqual([]);
    await act(async () => await vi.advanceTimersByTimeAsync(100));
    expect(screen.getByTestId('counts')).toHaveTextContent('3 0');
    expect(asked.sort()).toEqual(['/api/workspace/chat/unread', '/api/workspace/notifications']);
    view.unmount();
  });

  it('are read at once when the socket closes before it is ready', async () => {
    const view = renderHeader();
    await act(async () => await Promise.resolve());
    expect(asked).toEqual([]);
    act(() => FakeSocket.last!.onclose?.({ code: 1006 }));
    await waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('3 0'));
    view.unmount();
  });
});
