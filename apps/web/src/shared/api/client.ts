import type { HttpClient, RequestOptions } from '../lib/session/http-client';
import type { ApiPaths } from './api-paths.gen';

/*
 * The typed face of the HTTP client: paths, parameters, bodies and answers come from `ApiPaths`,
 * generated from the OpenAPI document (`npm run gen:api`), so a call that does not match a route
 * does not compile. Tokens, the XSRF header and the refresh-and-retry on 401 stay in HttpClient,
 * which does the sending; this layer only fills the path, writes the query string and checks types.
 */

export type ApiMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type ApiPath<M extends ApiMethod> = { [P in keyof ApiPaths]: M extends keyof ApiPaths[P] ? P : never }[keyof ApiPaths];
export type ApiOperation<P extends keyof ApiPaths, M extends ApiMethod> = ApiPaths[P] extends Record<M, infer O> ? O : never;
/** The answer of a call: `ApiResponse<'/people/employees/{id}', 'get'>` is the employee. */
export type ApiResponse<P extends keyof ApiPaths, M extends ApiMethod> = ApiOperation<P, M> extends { response: infer R } ? R : never;
/** The body a call sends. */
export type ApiBody<P extends keyof ApiPaths, M extends ApiMethod> = ApiOperation<P, M> extends { body?: infer B } ? B : never;
/** The query parameters a call takes. */
export type ApiQuery<P extends keyof ApiPaths, M extends ApiMethod> = ApiOperation<P, M> extends { query?: infer Q } ? Q : never;

type CallOptions = Omit<RequestOptions, 'body'>;
type Input<O> = Pick<O, Extract<keyof O, 'path' | 'query' | 'body'>> & CallOptions;
/** The second argument may be left out when nothing in it is required. */
type Args<O> = object extends Input<O> ? [input?: Input<O>] : [input: Input<O>];

type Call<M extends ApiMethod> = <P extends ApiPath<M>>(path: P, ...args: Args<ApiOperation<P, M>>) => Promise<ApiResponse<P, M>>;
export type ApiClient = { [M in ApiMethod]: Call<M> };

type Scalar = string | number | boolean | null | undefined;

/** `/people/employees/{id}` with `{ id }` filled in, each value URL-encoded. */
export function fillPath(path: string, params: Record<string, Scalar> = {}): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null || value === '') throw new Error(`missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** A query string of the defined, non-empty values, with its "?" (or nothing). */
export function queryString(query: Record<string, Scalar> = {}): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A yes/no query parameter as the API reads it ("true" or "false"), left out when undefined. */
export const booleanParam = (value: boolean | undefined): 'true' | 'false' | undefined =>
  value === undefined ? undefined : value ? 'true' : 'false';

type AnyInput = CallOptions & { path?: Record<string, Scalar>; query?: Record<string, Scalar>; body?: unknown };

export function createApiClient(http: HttpClient): ApiClient {
  const call =
    (method: ApiMethod) =>
    (path: string, input: AnyInput = {}): Promise<unknown> => {
      const { path: params, query, body, ...rest } = input;
      const url = `${fillPath(path, params)}${queryString(query)}`;
      // No empty options object: the HttpClient sees the same arguments a hand-written call passed.
      const options = Object.keys(rest).length ? [rest] : [];
      if (method === 'get' || method === 'delete') return http[method](url, ...options);
      return body === undefined && !options.length ? http[method](url) : http[method](url, body, ...options);
    };
  return { get: call('get'), post: call('post'), put: call('put'), patch: call('patch'), delete: call('delete') } as ApiClient;
}
