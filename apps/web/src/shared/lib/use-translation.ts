import i18next, { type TFunction } from 'i18next';
import { useEffect, useMemo, useSyncExternalStore } from 'react';

/**
 * `useTranslation(namespaces)` with react-i18next's shape ({ t, i18n, ready }), in a few lines:
 * react-i18next's hook (and its use-sync-external-store shim) would cost the sign-in page ~3 KB
 * gzip. Missing namespaces load on demand; components re-render when a language or file arrives.
 */
let version = 0;
const listeners = new Set<() => void>();
let wired = false;
let storeWired = false;
/**
 * Texts asked for with a key alone (menu labels, column headers: most of a screen's calls), per
 * namespace list, until a language or a file arrives. i18next resolves every call afresh, and the
 * header, the sidebar and the tables render several times while a screen loads, with the same keys.
 */
const plainTexts = new Map<string, Map<string, unknown>>();

function wire() {
  if (!wired) {
    wired = true;
    i18next.on('languageChanged', bump);
    i18next.on('loaded', bump);
    i18next.on('initialized', bump);
  }
  // The store exists once i18next is initialised: until then nothing is kept (cachingT).
  if (!storeWired && i18next.store) {
    storeWired = true;
    i18next.store.on('added', bump);
  }
}

function bump() {
  version++;
  plainTexts.clear();
  listeners.forEach((l) => l());
}

/** `fixed`, answering a key alone from plainTexts once i18next and its store are ready. */
function cachingT(fixed: TFunction, namespaces: string): TFunction {
  const call = fixed as unknown as (key: unknown, ...rest: unknown[]) => unknown;
  const t = (key: unknown, ...rest: unknown[]): unknown => {
    if (rest.length > 0 || typeof key !== 'string' || !storeWired || !i18next.isInitialized) return call(key, ...rest);
    let texts = plainTexts.get(namespaces);
    if (!texts) plainTexts.set(namespaces, (texts = new Map<string, unknown>()));
    if (!texts.has(key)) texts.set(key, call(key));
    return texts.get(key);
  };
  return t as unknown as TFunction;
}

// useTranslation wires the events at every render (the store may arrive after the first), before React subscribes.
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getVersion = () => version;

export type UseTranslationResult = { t: TFunction; i18n: typeof i18next; ready: boolean };

export function useTranslation(namespaces?: string | readonly string[]): UseTranslationResult {
  const list = namespaces === undefined ? ['common'] : typeof namespaces === 'string' ? [namespaces] : [...namespaces];
  const key = list.join('|');
  wire();
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  const ready = !i18next.isInitialized || list.every((ns) => i18next.hasLoadedNamespace(ns));
  useEffect(() => {
    if (!ready && i18next.isInitialized) void i18next.loadNamespaces(key.split('|'));
  }, [ready, key]);
  const t = useMemo(
    () => cachingT(i18next.getFixedT(null, key.split('|')), key),
    // `current` changes when a language or a file arrives: a new t re-renders its users.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, current],
  );
  return { t, i18n: i18next, ready };
}
