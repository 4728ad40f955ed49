/**
 * Query parameters whose values are kept in the log: paging, sorting and filters by id or
 * state. Any other value (a token, a search for a name or national id) is written as
 * `[redacted]`; the parameter's name stays, for debugging (ADR 0042).
 */
const LOGGED_QUERY_PARAMETERS = new Set([
  'page',
  'pageSize',
  'limit',
  'offset',
  'sort',
  'order',
  'status',
  'format',
  'lang',
  'days',
  'from',
  'to',
  'includeTerminated',
  'companyId',
  'branchId',
  'departmentId',
  'designationId',
  'managerId',
  'employeeId',
  'category',
]);

/** The URL for the log: the path as sent, each query value not on the list above redacted. */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, ' '));
      } catch {
        // A malformed name is redacted like any unknown one.
      }
      return eq < 0 || LOGGED_QUERY_PARAMETERS.has(name) ? pair : `${rawName}=[redacted]`;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /**
     * The route must not leave a trace of who called it (an anonymous whistle-blowing report,
     * ADR 0125): its log lines carry no address or port of the caller.
     */
    anonymousCaller?: boolean;
  }
}

type LoggedRequest = {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remoteAddress?: string; remotePort?: number };
  routeOptions?: { config?: { anonymousCaller?: boolean } };
};

/** The log's serializer for `req` (Fastify's fields, with the query string redacted). */
export function requestForLog(request: LoggedRequest): Record<string, unknown> {
  if (request.routeOptions?.config?.anonymousCaller === true) {
    return { method: request.method, url: urlForLog(request.url ?? ''), host: request.host ?? request.headers?.host };
  }
  return {
    method: request.method,
    url: urlForLog(request.url ?? ''),
    host: request.host ?? request.headers?.host,
    remoteAddress: request.ip ?? request.socket?.remoteAddress,
    remotePort: request.socket?.remotePort,
  };
}
