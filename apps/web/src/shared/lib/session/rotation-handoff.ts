/*
 * The pair the last token refresh produced, keyed by the refresh token it replaced, kept in
 * IndexedDB. A local-storage write reaches the other tabs' processes a little later, so a tab that
 * takes the refresh lock right after another tab rotated may still read the old token and send it
 * again, which the server treats as theft (ADR 0031). IndexedDB commits in one place: what the last
 * lock holder wrote before releasing the lock, the next one reads. Where IndexedDB is missing, each
 * function does nothing.
 */

export type Handoff = { from: string; access: string; refresh: string };

const DATABASE = 'hcims-session';
const STORE = 'rotation';
const KEY = 'last';

function openStore(): Promise<IDBDatabase | null> {
  if (typeof indexedDB === 'undefined') return Promise.resolve(null);
  return new Promise((resolve) => {
    const request = indexedDB.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => resolve(null);
    request.onblocked = () => resolve(null);
  });
}

async function withStore<T>(
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore, done: (value: T) => void) => void,
  fallback: T,
): Promise<T> {
  const database = await openStore();
  if (!database) return fallback;
  try {
    return await new Promise<T>((resolve) => {
      const transaction = database.transaction(STORE, mode);
      let value = fallback;
      work(transaction.objectStore(STORE), (v) => (value = v));
      transaction.oncomplete = () => resolve(value);
      transaction.onerror = () => resolve(fallback);
      transaction.onabort = () => resolve(fallback);
    });
  } finally {
    database.close();
  }
}

/** The last rotation any tab made, or null. */
export const readHandoff = (): Promise<Handoff | null> =>
  withStore<Handoff | null>(
    'readonly',
    (store, done) => {
      const request = store.get(KEY);
      request.onsuccess = () => done((request.result as Handoff | undefined) ?? null);
    },
    null,
  );

/** Records a rotation; resolves once committed, so it must be awaited before the lock is released. */
export const writeHandoff = (handoff: Handoff): Promise<void> =>
  withStore<void>('readwrite', (store) => void store.put(handoff, KEY), undefined);

/** Forgets the last rotation (sign-out): no token outlives the session in the browser. */
export const clearHandoff = (): Promise<void> => withStore<void>('readwrite', (store) => void store.delete(KEY), undefined);
