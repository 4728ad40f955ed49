import type { ReactNode } from 'react';

export type Stat = { id: string; label: ReactNode; value: ReactNode; icon?: ReactNode };

/** A row of figures above a screen (wraps to two columns on phones). */
export function StatTiles({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((s) => (
        <div
          key={s.id}
          className="flex items-center gap-3 rounded-xl border border-line bg-surface p-3 shadow-sm sm:p-4"
          data-testid={`stat-${s.id}`}
        >
          {s.icon && (
            <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-ink" aria-hidden="true">
              {s.icon}
            </span>
          )}
          <div className="min-w-0">
            <dt className="truncate text-xs font-medium text-ink-muted">{s.label}</dt>
            <dd className="text-xl font-semibold text-ink tabular-nums">{s.value}</dd>
          </div>
        </div>
      ))}
    </dl>
  );
}
