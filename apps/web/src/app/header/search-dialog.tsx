import { CornerDownLeft, FileText, Search, UserRound } from 'lucide-react';
import { useDeferredValue, useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from '../../shared/lib/use-translation';
import { cn } from '../../shared/lib/cn';
import { Modal } from '../../shared/ui/modal';
import type { SearchResult } from '../../shared/lib/registry';
import { navigate } from '../../shared/lib/router';
import { hasPermission, useSession } from '../../shared/lib/session';
import { searchProviders } from '../router/navigation';
import { screenRoutes } from '../router/route-table';
import { menuEntries, menuGroups } from '../sidebar/menu-model';
import { searchScreens, type SearchableScreen } from './screen-search';

type Option = { id: string; label: string; context?: string; to: string; kind: 'screen' | 'person' };

/** People and other module results (none until a module registers a search provider). */
function useProviderResults(query: string): SearchResult[] {
  const [results, setResults] = useState<{ query: string; items: SearchResult[] }>({ query: '', items: [] });
  useEffect(() => {
    const trimmed = query.trim();
    if (trimmed.length < 2 || searchProviders.length === 0) return;
    const controller = new AbortController();
    const timer = window.setTimeout(() => {
      void Promise.allSettled(searchProviders.map((p) => p(trimmed, controller.signal))).then((settled) => {
        if (controller.signal.aborted) return;
        setResults({ query: trimmed, items: settled.flatMap((s) => (s.status === 'fulfilled' ? s.value : [])) });
      });
    }, 250);
    return () => {
      controller.abort();
      window.clearTimeout(timer);
    };
  }, [query]);
  return results.query === query.trim() ? results.items : [];
}

/** The header search (also Ctrl/Cmd+K): finds screens by their name in the current language. */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useTranslation(['shell', 'common']);
  const permissions = useSession((s) => s.permissions);
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const [active, setActive] = useState(0);
  const listId = useId();

  const screens = useMemo<SearchableScreen[]>(() => {
    const groupOf = new Map(menuEntries.map((e) => [e.path, menuGroups.find((g) => g.id === e.group)?.label]));
    return screenRoutes
      .filter((r) => r.protected && hasPermission(permissions, r.permission))
      .map((r) => {
        const group = groupOf.get(r.path);
        return { id: r.id, path: r.path, label: t(r.title), context: group ? t(group) : undefined };
      });
    // The labels depend on the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [permissions, t, i18n.resolvedLanguage]);

  const people = useProviderResults(deferred);
  const options: Option[] = useMemo(
    () => [
      ...searchScreens(deferred, screens, i18n.resolvedLanguage).map((s) => ({
        id: s.id,
        label: s.label,
        context: s.context,
        to: s.path,
        kind: 'screen' as const,
      })),
      ...people.map((p) => ({ id: `person-${p.id}`, label: p.label, context: p.description, to: p.to, kind: 'person' as const })),
    ],
    [deferred, screens, people, i18n.resolvedLanguage],
  );
  const activeIndex = Math.min(active, Math.max(options.length - 1, 0));

  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setQuery('');
      setActive(0);
    }
  };
  const go = (option: Option | undefined) => {
    if (!option) return;
    close(false);
    navigate(option.to);
  };

  return (
    <Modal
      open={open}
      onOpenChange={close}
      label={t('shell:search.title')}
      testId="search-dialog"
      className="modal-top w-[min(36rem,calc(100vw-1.5rem))]"
    >
      <div className="overflow-hidden rounded-2xl border border-line bg-surface shadow-2xl">
        <div className="flex items-center gap-3 border-b border-line px-4">
          <Search className="size-5 shrink-0 text-ink-muted" aria-hidden="true" />
          <input
            autoFocus
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setActive(0);
            }}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown') {
                e.preventDefault();
                setActive((i) => (options.length ? (i + 1) % options.length : 0));
              } else if (e.key === 'ArrowUp') {
                e.preventDefault();
                setActive((i) => (options.length ? (i - 1 + options.length) % options.length : 0));
              } else if (e.key === 'Enter') {
                e.preventDefault();
                go(options[activeIndex]);
              }
            }}
            role="combobox"
            aria-expanded={options.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={options.length ? `${listId}-${activeIndex}` : undefined}
            aria-label={t('shell:search.label')}
            placeholder={t('shell:search.placeholder')}
            className="h-14 min-w-0 flex-1 bg-transparent text-base text-ink outline-none placeholder:text-ink-muted"
            data-testid="search-input"
          />
          <kbd className="hidden rounded border border-line px-1.5 py-0.5 text-[11px] text-ink-muted sm:inline">
            {t('shell:search.escape')}
          </kbd>
        </div>
        <ul
          id={listId}
          role="listbox"
          aria-label={t('shell:search.results')}
          className="max-h-[60vh] overflow-y-auto p-2"
          data-testid="search-results"
        >
          {options.map((option, index) => {
            const Icon = option.kind === 'person' ? UserRound : FileText;
            return (
              <li
                key={option.id}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={index === activeIndex}
                onMouseMove={() => setActive(index)}
                onClick={() => go(option)}
                className={cn('flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5', index === activeIndex && 'bg-primary-soft')}
              >
                <Icon className="size-4 shrink-0 text-ink-muted" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate text-sm font-medium">{option.label}</span>
                  {option.context && <span className="block truncate text-xs text-ink-muted">{option.context}</span>}
                </span>
                {index === activeIndex && <CornerDownLeft className="size-4 shrink-0 text-ink-muted rtl:-scale-x-100" aria-hidden="true" />}
              </li>
            );
          })}
        </ul>
        {options.length === 0 && (
          <p className="px-6 pt-2 pb-8 text-center text-sm text-ink-muted" role="status">
            {deferred.trim() ? t('shell:search.noResults', { query: deferred.trim() }) : t('shell:search.hint')}
          </p>
        )}
      </div>
    </Modal>
  );
}
