import { takeEarly } from '../early';

/**
 * The HTTP client of spec section 7: JSON in and out, the XSRF-TOKEN cookie sent back as the
 * X-XSRF-TOKEN header, statuses 200-299 succeed, no timeout, a bearer access token on every call
 * except the refresh call. A 401 triggers one token refresh and one retry; concurrent 401s share
 * the refresh (the caller's `refresh` is single-flight).
 */
export type HttpErrorCode = 'ERR_NETWORK' | 'ERR_BAD_REQUEST' | 'ERR_BAD_RESPONSE' | 'ERR_CANCELED' | 'ECONNABORTED';

export class HttpError extends Error {
  readonly code: HttpErrorCode;
  readonly status: number | undefined;
  /** The parsed error body, when the server sent one. */
  readonly data: unknown;

  constructor(code: HttpErrorCode, message: string, status?: number, data?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.code = code;
    this.status = status;
    this.data = data;
  }
}

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export type RequestOptions = {
  body?: unknown;
  /** Send the bearer access token (default true). */
  auth?: boolean;
  /** On a 401, refresh the tokens once and retry (default: same as auth). */
  retryOn401?: boolean;
  signal?: AbortSignal;
  /** Let the request outlive the page (logout on the way out). */
  keepalive?: boolean;
  /** Use this access token instead of the stored one. */
  accessToken?: string | null;
  headers?: Record<string, string>;
};

export type HttpClientOptions = {
  baseUrl: string;
  getAccessToken: () => string | null;
  /** Refreshes the tokens; resolves true when a new access token is stored. Must be single-flight. */
  refresh: () => Promise<boolean>;
  fetch?: typeof fetch;
  getCookie?: () => string;
};

export type HttpClient = {
  request: <T>(method: string, path: string, options?: RequestOptions) => Promise<T>;
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => Promise<T>;
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => Promise<T>;
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => Promise<T>;
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) => Promise<T>;
  delete: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => Promise<T>;
};

export function readCookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

async function parseBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

export function createHttpClient(options: HttpClientOptions): HttpClient {
  const doFetch = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const getCookie = options.getCookie ?? (() => (typeof document === 'undefined' ? '' : document.cookie));

  async function send<T>(method: string, path: string, opts: RequestOptions, attempt: number): Promise<T> {
    const auth = opts.auth ?? true;
    const headers: Record<string, string> = { accept: 'application/json, text/plain, */*', ...opts.headers };
    if (opts.body !== undefined) headers['content-type'] = 'application/json';
    const token = auth ? (opts.accessToken !== undefined ? opts.accessToken : options.getAccessToken()) : null;
    if (token) headers.authorization = `Bearer ${token}`;
    const xsrf = readCookie(getCookie(), XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;

    const url = `${options.baseUrl}${path}`;
    const init: RequestInit = {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      credentials: 'same-origin',
      signal: opts.signal,
      keepalive: opts.keepalive,
    };
    // A GET that index.html started before this code arrived (same URL and token) is answered from there (ADR 0137).
    const early = method === 'GET' && attempt === 0 ? takeEarly(url, token) : undefined;
    let response: Response;
    try {
      response = await (early ? early.catch(() => doFetch(url, init)) : doFetch(url, init));
    } catch (error) {
      if (opts.signal?.aborted) throw new HttpError('ERR_CANCELED', 'canceled');
      throw new HttpError('ERR_NETWORK', 'Network Error', undefined, error);
    }

    const data = await parseBody(response).catch(() => null);
    if (response.status >= 200 && response.status <= 299) return data as T;

    const retryOn401 = opts.retryOn401 ?? auth;
    if (response.status === 401 && retryOn401 && attempt === 0) {
      // Another request may already have refreshed while this one was in flight.
      const current = options.getAccessToken();
      const refreshed = current && current !== token ? true : await options.refresh();
      if (refreshed) return send<T>(method, path, { ...opts, accessToken: undefined }, attempt + 1);
    }
    const code: HttpErrorCode = response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST';
    throw new HttpError(code, `Request failed with status code ${response.status}`, response.status, data);
  }

  const request = <T>(method: string, path: string, opts: RequestOptions = {}) => send<T>(method, path, opts, 0);
  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    patch: (path, body, opts) => request('PATCH', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
  };
}
