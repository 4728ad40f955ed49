import type { BackendModule, ReadCallback } from 'i18next';
import { earlyTranslations } from './early';

/**
 * Loads /locales/{lng}/{ns}.json (spec section 7). A network failure or a 5xx asks i18next to
 * retry (it waits 350 ms, doubling, up to 5 times); a 4xx does not. A few lines instead of
 * i18next-http-backend keep the sign-in page inside its JavaScript budget.
 */
export function createTranslationBackend(fetchImpl: typeof fetch = (...args) => fetch(...args)): BackendModule {
  return {
    type: 'backend',
    init: () => undefined,
    read: (language: string, namespace: string, callback: ReadCallback) => {
      const url = `/locales/${encodeURIComponent(language)}/${encodeURIComponent(namespace)}.json`;
      const load = () =>
        fetchImpl(url, { headers: { accept: 'application/json' } })
          .then(async (response) => {
            if (!response.ok) {
              // The second argument is i18next's "retry" flag.
              callback(`failed loading ${url}; status code: ${response.status}`, response.status >= 500);
              return;
            }
            callback(null, (await response.json()) as never);
          })
          .catch((error: unknown) => callback(`failed loading ${url}: ${String(error)}`, true));
      // index.html may have started the first screen's namespaces in one file (ADR 0137).
      const early = earlyTranslations(language, namespace);
      if (!early) return void load();
      void early.then((data) => (data === undefined ? load() : callback(null, data as never)));
    },
  };
}
