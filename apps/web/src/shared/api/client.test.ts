import { describe, expect, it, vi } from 'vitest';
import { createHttpClient } from '../lib/session/http-client';
import { booleanParam, createApiClient, fillPath, queryString } from './client';

const fakeHttp = () => {
  const http = {
    request: vi.fn(),
    get: vi.fn().mockResolvedValue('got'),
    post: vi.fn().mockResolvedValue('posted'),
    put: vi.fn().mockResolvedValue('put'),
    patch: vi.fn().mockResolvedValue('patched'),
    delete: vi.fn().mockResolvedValue(null),
  };
  return { http, client: createApiClient(http) };
};

describe('typed API client', () => {
  it('fills path parameters URL-encoded and refuses a missing one', () => {
    expect(fillPath('/people/employees/{id}/history', { id: 'a b/c' })).toBe('/people/employees/a%20b%2Fc/history');
    expect(fillPath('/access/roles/{id}/members/{memberId}', { id: 'r1', memberId: 'm1' })).toBe('/access/roles/r1/members/m1');
    expect(() => fillPath('/people/employees/{id}', { id: '' })).toThrow('missing path parameter id');
  });

  it('writes the defined, non-empty query values only', () => {
    expect(queryString({ q: 'ami ha', page: 2, status: undefined, sort: '', managerId: null, flag: false })).toBe(
      '?q=ami+ha&page=2&flag=false',
    );
    expect(queryString({ q: undefined })).toBe('');
    expect(booleanParam(true)).toBe('true');
    expect(booleanParam(false)).toBe('false');
    expect(booleanParam(undefined)).toBeUndefined();
  });

  it('sends through the HTTP client with the same arguments a hand-written call passed', async () => {
    const { http, client } = fakeHttp();
    const signal = new AbortController().signal;
    await expect(client.get('/people/employees/{id}', { path: { id: 'e1' }, signal })).resolves.toBe('got');
    expect(http.get).toHaveBeenLastCalledWith('/people/employees/e1', { signal });
    await client.get('/people/employees', { query: { q: 'x', pageSize: 6 } });
    expect(http.get.mock.lastCall).toEqual(['/people/employees?q=x&pageSize=6']);
    await expect(client.patch('/people/employees/{id}', { path: { id: 'e1' }, body: { version: 3 } })).resolves.toBe('patched');
    expect(http.patch.mock.lastCall).toEqual(['/people/employees/e1', { version: 3 }]);
    await client.post('/identity/sessions/sign-out-others');
    expect(http.post.mock.lastCall).toEqual(['/identity/sessions/sign-out-others']);
    await client.post('/auth/logout', { body: { refresh: 'r' }, accessToken: 'a', keepalive: true });
    expect(http.post.mock.lastCall).toEqual(['/auth/logout', { refresh: 'r' }, { accessToken: 'a', keepalive: true }]);
    await client.put('/access/roles/{id}/grants', { path: { id: 'r1' }, body: { version: 1, grants: [] } });
    expect(http.put.mock.lastCall).toEqual(['/access/roles/r1/grants', { version: 1, grants: [] }]);
    await client.delete('/org/branches/{id}', { path: { id: 'b1' } });
    expect(http.delete.mock.lastCall).toEqual(['/org/branches/b1']);
  });

  it('keeps the bearer token and the one refresh-and-retry on 401 of the HTTP client', async () => {
    let token = 'old';
    const json = { 'content-type': 'application/json' };
    const fetch = vi.fn((_url: string, init: RequestInit) => {
      const auth = (init.headers as Record<string, string>).authorization;
      if (auth === 'Bearer old') return Promise.resolve(new Response('{}', { status: 401, headers: json }));
      return Promise.resolve(new Response(JSON.stringify([{ id: 's1' }]), { status: 200, headers: json }));
    });
    const refresh = vi.fn(() => {
      token = 'new';
      return Promise.resolve(true);
    });
    const http = createHttpClient({ baseUrl: '/api', getAccessToken: () => token, refresh, fetch: fetch as never, getCookie: () => '' });
    await expect(createApiClient(http).get('/identity/sessions')).resolves.toEqual([{ id: 's1' }]);
    expect(refresh).toHaveBeenCalledOnce();
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/api/identity/sessions', '/api/identity/sessions']);
  });

  it('rejects at compile time a path, parameter or body the API does not have', () => {
    const { client } = fakeHttp();
    // Each line would compile with hand-typed calls; the generated types refuse them.
    const calls = [
      // @ts-expect-error: no such route
      () => client.get('/people/employes'),
      // @ts-expect-error: the path parameter is required
      () => client.get('/people/employees/{id}'),
      // @ts-expect-error: not a sort the API allows
      () => client.get('/people/employees', { query: { sort: 'salary' } }),
      // @ts-expect-error: the body lacks the password
      () => client.post('/auth/unlock', { body: {} }),
    ];
    expect(calls).toHaveLength(4);
  });
});
