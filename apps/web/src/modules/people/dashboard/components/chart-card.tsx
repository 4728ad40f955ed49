import { Table2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { cn } from '../../../../shared/lib/cn';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { Card } from '../../../../shared/ui/table';

export type ChartTable = {
  columns: readonly string[];
  rows: readonly (readonly (string | number)[])[];
};

/**
 * A chart with its title, a one-sentence summary for screen readers (the drawing itself is
 * hidden from them) and the same numbers as a table, always in the page for assistive tech and
 * shown on demand for everyone.
 */
export function ChartCard({
  title,
  summary,
  table,
  children,
  className,
  testId,
  empty,
}: {
  title: string;
  summary: string;
  table: ChartTable;
  children: ReactNode;
  className?: string;
  testId?: string;
  empty?: boolean;
}) {
  const { t } = useTranslation('people');
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  return (
    <Card
      title={title}
      className={className}
      testId={testId}
      actions={
        !empty && (
          <button
            type="button"
            aria-pressed={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((v) => !v)}
            className="inline-flex items-center gap-1.5 rounded-lg px-2 py-1 text-xs font-semibold text-primary-ink hover:bg-primary-soft aria-pressed:bg-primary-soft"
          >
            <Table2 className="size-3.5" aria-hidden="true" />
            {t('dashboard.showTable')}
          </button>
        )
      }
    >
      {empty ? (
        <p className="py-10 text-center text-sm text-ink-muted">{t('dashboard.noData')}</p>
      ) : (
        <>
          <figure className={cn(showTable && 'hidden')}>
            {/* SVG text follows the page direction, which would push axis labels into the bars in
                right-to-left languages: the charts draw left to right and mirror themselves. */}
            <div aria-hidden="true" dir="ltr">
              {children}
            </div>
            <figcaption className="sr-only">{summary}</figcaption>
          </figure>
          <div id={tableId} className={cn(!showTable && 'sr-only')}>
            <table className="w-full text-sm text-ink" data-testid={testId ? `${testId}-table` : undefined}>
              <caption className="sr-only">{title}</caption>
              <thead>
                <tr>
                  {table.columns.map((c, i) => (
                    <th
                      key={c}
                      scope="col"
                      className={cn(
                        'border-b border-line px-2 py-1.5 text-xs font-semibold text-ink-muted',
                        i === 0 ? 'text-start' : 'text-end',
                      )}
                    >
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row, r) => (
                  <tr key={r}>
                    {row.map((cell, i) =>
                      i === 0 ? (
                        <th key={i} scope="row" className="border-b border-line px-2 py-1.5 text-start font-normal">
                          {cell}
                        </th>
                      ) : (
                        <td key={i} className="border-b border-line px-2 py-1.5 text-end tabular-nums">
                          {cell}
                        </td>
                      ),
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </Card>
  );
}
