import type {
  FiledWhistleReport,
  FileWhistleReport,
  MoveWhistleCase,
  WhistleCaseListQuery,
  WhistleHandlerMessage,
  WhistleReporterView,
} from '@hcims/contracts/routines';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { API_BASE, HttpError } from '../../../shared/lib/session';
import { apiFetch, fileNameFrom, saveBlob } from '../../../shared/ui/table';

const whistleKeys = {
  all: ['routines', 'whistle'] as const,
  cases: (query: Partial<WhistleCaseListQuery>) => ['routines', 'whistle', 'cases', query] as const,
  case: (id: string) => ['routines', 'whistle', 'case', id] as const,
};

/**
 * A call of the reporter's side: plain fetch with no session token and no cookie, the case key in
 * a header or the body, so the request carries nothing of who sends it (ADR 0123).
 */
async function asReporter(path: string, init: { key: string; body?: FormData | object }): Promise<Response> {
  const isForm = init.body instanceof FormData;
  const headers: Record<string, string> = isForm ? { 'x-case-key': init.key } : { 'content-type': 'application/json' };
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST',
      headers,
      credentials: 'omit',
      body: isForm ? (init.body as FormData) : JSON.stringify({ ...init.body, key: init.key }),
    });
  } catch (error) {
    throw new HttpError('ERR_NETWORK', 'Network Error', undefined, error);
  }
  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw new HttpError(
      response.status >= 500 ? 'ERR_BAD_RESPONSE' : 'ERR_BAD_REQUEST',
      `Status ${response.status}`,
      response.status,
      data,
    );
  }
  return response;
}

/** The reporter adds one file to the case (or to one of their messages), by case key. */
async function attachAsReporter(key: string, file: File, messageId?: string): Promise<WhistleReporterView> {
  const form = new FormData();
  form.append('file', file, file.name);
  const query = messageId ? `?messageId=${encodeURIComponent(messageId)}` : '';
  return (await asReporter(`/routines/whistle/follow/attachments${query}`, { key, body: form })).json() as Promise<WhistleReporterView>;
}

/** Saves a file of the case the reporter may read, by case key. */
export async function downloadAsReporter(key: string, id: string, fallbackName: string): Promise<void> {
  const response = await asReporter(`/routines/whistle/follow/attachments/${id}`, { key, body: {} });
  saveBlob(await response.blob(), fileNameFrom(response.headers.get('content-disposition'), fallbackName));
}

/** Files a report, then sends its files with the case key it was answered; the key is shown once. */
export const useFileWhistleReport = () =>
  useMutation({
    mutationFn: async ({ body, files }: { body: FileWhistleReport; files: File[] }) => {
      const filed: FiledWhistleReport = await apiClient.post('/routines/whistle/reports', { body });
      // The case exists now: a file refused does not lose the key, it is named in the answer.
      const failed: string[] = [];
      for (const file of files) await attachAsReporter(filed.caseKey, file).catch(() => failed.push(file.name));
      return { filed, failed };
    },
  });

/** The reporter's side: sent without the session's token, so the call says nothing of who asks. */
export const useFollowCase = () =>
  useMutation({ mutationFn: (key: string) => apiClient.post('/routines/whistle/follow', { body: { key }, auth: false }) });

/** The reporter writes, then attaches files to that message, by case key. */
export const useReporterMessage = () =>
  useMutation({
    mutationFn: async (input: { key: string; body: string; files: File[] }) => {
      let view: WhistleReporterView = await apiClient.post('/routines/whistle/follow/messages', {
        body: { key: input.key, body: input.body },
        auth: false,
      });
      const mine = view.messages.filter((m) => m.author === 'reporter').at(-1);
      for (const file of input.files) view = await attachAsReporter(input.key, file, mine?.id);
      return view;
    },
  });

export const useWhistleCases = (query: Partial<WhistleCaseListQuery>) =>
  useQuery({
    queryKey: whistleKeys.cases(query),
    queryFn: ({ signal }) => apiClient.get('/routines/whistle/cases', { query, signal }),
    placeholderData: keepPreviousData,
  });

export const useWhistleCase = (id: string | null) =>
  useQuery({
    queryKey: whistleKeys.case(id ?? ''),
    queryFn: ({ signal }) => apiClient.get('/routines/whistle/cases/{id}', { path: { id: id! }, signal }),
    enabled: id !== null,
  });

function useInvalidating<A, R>(fn: (input: A) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: whistleKeys.all }) });
}

export const useMoveCase = () =>
  useInvalidating((input: { id: string; body: MoveWhistleCase }) =>
    apiClient.post('/routines/whistle/cases/{id}/status', { path: { id: input.id }, body: input.body }),
  );

export const useHandlerMessage = () =>
  useInvalidating((input: { id: string; body: WhistleHandlerMessage }) =>
    apiClient.post('/routines/whistle/cases/{id}/messages', { path: { id: input.id }, body: input.body }),
  );

/** A handler adds one file to a case, or to the handlers' message just written. */
export const useHandlerFile = () =>
  useInvalidating(async (input: { id: string; file: File; messageId?: string }) => {
    const form = new FormData();
    form.append('file', input.file, input.file.name);
    const query = input.messageId ? `?messageId=${encodeURIComponent(input.messageId)}` : '';
    await apiFetch(`/routines/whistle/cases/${input.id}/attachments${query}`, { method: 'POST', body: form });
  });

export const whistleFilePath = (id: string) => `/routines/whistle/attachments/${id}`;
