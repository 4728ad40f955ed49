import { API_BASE, getAccessToken, HttpError, readCookie, refreshSession, XSRF_COOKIE, XSRF_HEADER } from '../../lib/session';

/** The file name of a Content-Disposition header (RFC 6266 filename* first). */
export function fileNameFrom(disposition: string | null, fallback: string): string {
  if (!disposition) return fallback;
  const star = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (star) {
    try {
      return decodeURIComponent(star.trim().replace(/^"|"$/g, ''));
    } catch {
      /* fall through to the plain name */
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? fallback;
}

export type ApiFetchInit = {
  method?: string;
  /** FormData (uploads) is sent as is; any other value as JSON. */
  body?: unknown;
  signal?: AbortSignal;
};

/**
 * fetch() of an /api path with the bearer token and the XSRF header, for what the JSON client
 * (`api`) cannot do: uploads (multipart) and files (bytes). A 401 refreshes the session once and
 * retries, like `api`. A status outside 200-299 throws the same HttpError `api` throws, with the
 * parsed error body, so callers branch on the server's code the same way.
 */
export async function apiFetch(path: string, init: ApiFetchInit = {}): Promise<Response> {
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  const send = () => {
    const headers: Record<string, string> = {};
    const token = getAccessToken();
    if (token) headers.authorization = `Bearer ${token}`;
    const xsrf = readCookie(document.cookie, XSRF_COOKIE);
    if (xsrf) headers[XSRF_HEADER] = xsrf;
    if (init.body !== undefined && !isForm) headers['content-type'] = 'application/json';
    const body = init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body);
    return fetch(`${API_BASE}${path}`, { method: init.method ?? 'GET', body, headers, credentials: 'same-origin', signal: init.signal });
  };
  let response: Response;
  try {
    response = await send();
    if (response.status === 401 && (await refreshSession())) response = await send();
  } catch (error) {
    if (init.signal?.aborted) throw new HttpError('ERR_CANCELED', 'canceled');
    throw new HttpError('ERR_NETWORK', 'Network Error', undefined, error);
  }
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    let data: unknown = text || null;
    try {
      data = JSON.parse(text);
    } catch {
      /* not JSON */
    }
    throw new HttpError(
      response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      `Request failed with status code ${response.status}`,
      response.status,
      data,
    );
  }
  return response;
}

/** An /api file as a Blob with the server's file name ('' when it sent none). */
export async function fetchFile(path: string, init: ApiFetchInit = {}): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiFetch(path, init);
  return { blob: await response.blob(), fileName: fileNameFrom(response.headers.get('content-disposition'), '') };
}

/** Hands a Blob to the browser as a download. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Downloads an /api path (GET, or POST with a JSON body) and saves it under the server's file name or `fallbackName`. */
export async function downloadFile(path: string, fallbackName: string, init: ApiFetchInit = {}): Promise<void> {
  const { blob, fileName } = await fetchFile(path, init);
  saveBlob(blob, fileName || fallbackName);
}

/** Failed downloads and uploads throw the JSON client's HttpError (status, parsed body); kept under this name too. */
export const DownloadError = HttpError;
export type DownloadError = HttpError;
