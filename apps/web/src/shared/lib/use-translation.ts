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

function wire() {
  if (wired) return;
  wired = true;
  const bump = () => {
    version++;
    listeners.forEach((l) => l());
  };
  i18next.on('languageChanged', bump);
  i18next.on('loaded', bump);
  i18next.on('initialized', bump);
  i18next.store?.on('added', bump);
}

const subscribe = (listener: () => void) => {
  wire();
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const getVersion = () => version;

export type UseTranslationResult = { t: TFunction; i18n: typeof i18next; ready: boolean };

export function useTranslation(namespaces?: string | readonly string[]): UseTranslationResult {
  const list = namespaces === undefined ? ['common'] : typeof namespaces === 'string' ? [namespaces] : [...namespaces];
  const key = list.join('|');
  const current = useSyncExternalStore(subscribe, getVersion, getVersion);
  const ready = !i18next.isInitialized || list.every((ns) => i18next.hasLoadedNamespace(ns));
  useEffect(() => {
    if (!ready && i18next.isInitialized) void i18next.loadNamespaces(key.split('|'));
  }, [ready, key]);
  const t = useMemo(
    () => i18next.getFixedT(null, key.split('|')),
    // `current` changes when a language or a file arrives: a new t re-renders its users.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [key, current],
  );
  return { t, i18n: i18next, ready };
}
