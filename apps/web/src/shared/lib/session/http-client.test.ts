import { describe, expect, it, vi } from 'vitest';
import { createHttpClient, HttpError } from './http-client';

type Call = { url: string; init: RequestInit };

function fakeFetch(responder: (call: Call, index: number) => Response | Promise<Response>) {
  const calls: Call[] = [];
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    const call = { url, init: init ?? {} };
    calls.push(call);
    return Promise.resolve(responder(call, calls.length - 1));
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const json = (status: number, body: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const headersOf = (call: Call) => call.init.headers as Record<string, string>;

function client(
  fetch: typeof globalThis.fetch,
  token: { value: string | null } = { value: 'A1' },
  refresh = vi.fn(() => Promise.resolve(false)),
) {
  return createHttpClient({
    baseUrl: '/api',
    getAccessToken: () => token.value,
    refresh,
    fetch,
    getCookie: () => 'a=1; XSRF-TOKEN=xs%3D1; b=2',
  });
}

describe('HTTP client (spec section 7)', () => {
  it('sends JSON with the bearer token and the XSRF cookie as X-XSRF-TOKEN', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, { ok: true }));
    await expect(client(fetch).post('/things/', { name: 'x' })).resolves.toEqual({ ok: true });
    expect(calls[0]!.url).toBe('/api/things/');
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.body).toBe('{"name":"x"}');
    expect(headersOf(calls[0]!)).toMatchObject({ 'content-type': 'application/json', authorization: 'Bearer A1', 'X-XSRF-TOKEN': 'xs=1' });
    expect(calls[0]!.init.credentials).toBe('same-origin');
  });

  it('sets no timeout: no abort signal unless the caller gives one', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, []));
    await client(fetch).get('/x');
    expect(calls[0]!.init.signal).toBeUndefined();
  });

  it.each([200, 201, 204, 299])('treats %s as success', async (status) => {
    const { fetch } = fakeFetch(() => (status === 204 ? new Response(null, { status }) : json(status, { status })));
    await expect(client(fetch).get('/x')).resolves.toEqual(status === 204 ? null : { status });
  });

  it('fails 4xx with ERR_BAD_REQUEST and 5xx with ERR_BAD_RESPONSE, keeping the error body', async () => {
    const body = { error: { code: 'NOT_FOUND', message: 'no' } };
    const { fetch } = fakeFetch((_, i) => json(i === 0 ? 404 : 503, body));
    const http = client(fetch);
    await expect(http.get('/x')).rejects.toMatchObject({
      code: 'ERR_BAD_REQUEST',
      message: 'Request failed with status code 404',
      status: 404,
      data: body,
    });
    await expect(http.get('/x')).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE', message: 'Request failed with status code 503' });
  });

  it('reports a network failure as ERR_NETWORK "Network Error"', async () => {
    const { fetch } = fakeFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await client(fetch)
      .get('/x')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error' });
  });

  it('leaves the token off when auth is false', async () => {
    const { fetch, calls } = fakeFetch(() => json(200, {}));
    await client(fetch).post('/auth/token/refresh/', { refresh: 'R' }, { auth: false });
    expect(headersOf(calls[0]!).authorization).toBeUndefined();
  });

  it('on a 401 refreshes once and retries once with the new token', async () => {
    const token = { value: 'old' as string | null };
    const refresh = vi.fn(() => {
      token.value = 'new';
      return Promise.resolve(true);
    });
    const { fetch, calls } = fakeFetch((call) => (headersOf(call).authorization === 'Bearer new' ? json(200, { done: 1 }) : json(401, {})));
    await expect(client(fetch, token, refresh).get('/x')).resolves.toEqual({ done: 1 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => headersOf(c).authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  it('does not loop: a 401 after the retry is the answer', async () => {
    const token = { value: 'old' as string | null };
    const refresh = vi.fn(() => {
      token.value = 'new';
      return Promise.resolve(true);
    });
    const { fetch, calls } = fakeFetch(() => json(401, {}));
    await expect(client(fetch, token, refresh).get('/x')).rejects.toMatchObject({ status: 401 });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('gives up with the 401 when the refresh fails', async () => {
    const refresh = vi.fn(() => Promise.resolve(false));
    const { fetch, calls } = fakeFetch(() => json(401, {}));
    await expect(client(fetch, { value: 'A' }, refresh).get('/x')).rejects.toMatchObject({ status: 401, code: 'ERR_BAD_REQUEST' });
    expect(calls).toHaveLength(1);
  });

  it('concurrent 401s share one refresh', async () => {
    const token = { value: 'old' as string | null };
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    let inflight: Promise<boolean> | null = null;
    const refresh = vi.fn(() => {
      inflight ??= gate.then(() => {
        token.value = 'new';
        return true;
      });
      return inflight;
    });
    const { fetch } = fakeFetch((call) => (headersOf(call).authorization === 'Bearer new' ? json(200, 'ok') : json(401, {})));
    const http = client(fetch, token, refresh);
    const all = Promise.all([http.get('/a'), http.get('/b'), http.get('/c')]);
    await vi.waitFor(() => expect(refresh).toHaveBeenCalledTimes(3));
    release();
    await expect(all).resolves.toEqual(['ok', 'ok', 'ok']);
    // Three callers, one refresh promise: the callers are single-flight, the client asks each time.
    expect(new Set(refresh.mock.results.map((r): unknown => r.value))).toHaveLength(1);
  });

  it('retries without refreshing when another request already replaced the token', async () => {
    const token = { value: 'old' as string | null };
    const refresh = vi.fn(() => Promise.resolve(true));
    const { fetch } = fakeFetch((call) => {
      if (headersOf(call).authorization === 'Bearer old') {
        token.value = 'fresh';
        return json(401, {});
      }
      return json(200, 'ok');
    });
    await expect(client(fetch, token, refresh).get('/x')).resolves.toBe('ok');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('does not refresh on a 401 from a call that opted out (sign-in, refresh, logout)', async () => {
    const refresh = vi.fn(() => Promise.resolve(true));
    const { fetch } = fakeFetch(() => json(401, {}));
    await expect(client(fetch, { value: 'A' }, refresh).post('/auth/logout', {}, { retryOn401: false })).rejects.toMatchObject({
      status: 401,
    });
    expect(refresh).not.toHaveBeenCalled();
  });
});

describe('HTTP client: answers index.html started (ADR 0137)', () => {
  const setEarly = (url: string, token: string | null, response: Promise<Response>) =>
    ((globalThis as { __hcimsEarly?: Map<string, unknown> }).__hcimsEarly = new Map([[url, { token, response }]]));
  const clearEarly = () => delete (globalThis as { __hcimsEarly?: unknown }).__hcimsEarly;

  it('takes a GET answer started early for the same URL and token instead of fetching', async () => {
    setEarly('/api/auth/me', 'A1', Promise.resolve(json(200, { me: 1 })));
    const { fetch, calls } = fakeFetch(() => json(200, { me: 2 }));
    await expect(client(fetch).get('/auth/me')).resolves.toEqual({ me: 1 });
    expect(calls).toHaveLength(0);
    // Once only: the next call goes to the network.
    await expect(client(fetch).get('/auth/me')).resolves.toEqual({ me: 2 });
    clearEarly();
  });

  it('an early 401 refreshes and retries over the network, like any answer', async () => {
    setEarly('/api/auth/me', 'A1', Promise.resolve(json(401, { detail: 'expired' })));
    const token = { value: 'A1' };
    const refresh = vi.fn(() => {
      token.value = 'A2';
      return Promise.resolve(true);
    });
    const { fetch, calls } = fakeFetch(() => json(200, { me: 'fresh' }));
    await expect(client(fetch, token, refresh).get('/auth/me')).resolves.toEqual({ me: 'fresh' });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(headersOf(calls[0]!).authorization).toBe('Bearer A2');
    clearEarly();
  });

  it('fetches when the early request failed, and never uses one for another method or token', async () => {
    setEarly('/api/auth/me', 'A1', Promise.reject(new TypeError('offline')));
    const { fetch, calls } = fakeFetch(() => json(200, { me: 'net' }));
    await expect(client(fetch).get('/auth/me')).resolves.toEqual({ me: 'net' });
    expect(calls).toHaveLength(1);
    setEarly('/api/things/', 'A1', Promise.resolve(json(200, { early: true })));
    await client(fetch).post('/things/', {});
    await expect(client(fetch, { value: 'B1' }).get('/things/')).resolves.toEqual({ me: 'net' });
    expect(calls).toHaveLength(3);
    clearEarly();
  });
});
