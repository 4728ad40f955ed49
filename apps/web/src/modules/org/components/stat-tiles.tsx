import type { ReactNode } from 'react';

export type Stat = { id: string; label: ReactNode; value: ReactNode; icon?: ReactNode };

/** A row of figures above a screen (wraps to two columns on phones). */
export function StatTiles({ stats, label }: { stats: readonly Stat[]; label: string }) {
  return (
    <dl aria-label={label} className="mb-5 grid grid-cols-2 gap-3 lg:grid-cols-4">
      {stats.map((s) => (
        // A <dl> allows one <div> around each term and its descriptions, with nothing else in it:
        // the icon is a hidden description in the first column, the figure and its label the second.
        <div
          key={s.id}
          className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-3 rounded-xl border border-line bg-surface p-3 shadow-sm sm:p-4"
          data-testid={`stat-${s.id}`}
        >
          <dt className="col-start-2 row-start-1 truncate text-xs font-medium text-ink-muted">{s.label}</dt>
          <dd className="col-start-2 row-start-2 text-xl font-semibold text-ink tabular-nums">{s.value}</dd>
          {s.icon && (
            <dd
              className="col-start-1 row-span-2 row-start-1 grid size-10 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-ink"
              aria-hidden="true"
            >
              {s.icon}
            </dd>
          )}
        </div>
      ))}
    </dl>
  );
}
