import type { ReportResult } from '@hcims/contracts/people';
import { useId } from 'react';
import { cn } from '../../../../shared/lib/cn';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { Pagination } from '../../../../shared/ui/table';
import { columnLabel, formatCell, formatNumber } from '../lib';

export type ReportTableProps = {
  caption: string;
  result: ReportResult;
  /** A newer page is on its way (the shown rows dim). */
  fetching?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (size: number) => void;
  testId?: string;
};

/**
 * The rows of a report. Grouped reports (not summaries) get a heading row per group, in a
 * <tbody> of its own, so screen readers announce where each group starts.
 */
export function ReportTable({ caption, result, fetching, onPageChange, onPageSizeChange, testId }: ReportTableProps) {
  const { t, i18n } = useTranslation('people');
  const captionId = useId();
  const lng = i18n.language;
  const grouped = result.groups !== null && !result.columns.some((c) => c.key === 'count');
  const groupKey = grouped ? result.columns[0]?.key : undefined;
  const shown = grouped ? result.columns.slice(1) : result.columns;

  // Consecutive rows with the same group value form one block (the server sorts by the group first).
  const blocks: { value: string | number | null; rows: ReportResult['rows'] }[] = [];
  for (const row of result.rows) {
    const value = groupKey ? (row[groupKey] ?? null) : null;
    const last = blocks.at(-1);
    if (last && last.value === value) last.rows.push(row);
    else blocks.push({ value, rows: [row] });
  }

  // The server's count covers the whole group; the rows on this page may be only part of it.
  const groupCount = (value: string | number | null, onPage: number) =>
    value === null ? onPage : (result.groups?.find((g) => g.value === value)?.count ?? onPage);

  const cells = (row: ReportResult['rows'][number]) =>
    shown.map((c, i) => {
      const Cell = i === 0 ? 'th' : 'td';
      return (
        <Cell
          key={c.key}
          scope={i === 0 ? 'row' : undefined}
          className={cn(
            'border-b border-line px-3 py-2 text-sm font-normal whitespace-nowrap',
            c.type === 'number' || c.type === 'money' ? 'text-end tabular-nums' : 'text-start',
          )}
        >
          {formatCell(t, c.key, c.type, row[c.key], lng)}
        </Cell>
      );
    });

  return (
    <div data-testid={testId}>
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        className="max-h-[70dvh] overflow-auto rounded-lg border border-line bg-surface"
      >
        <table className={cn('w-full border-separate border-spacing-0 text-ink', fetching && 'opacity-60')} aria-busy={fetching}>
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          <thead>
            <tr>
              {shown.map((c) => (
                <th
                  key={c.key}
                  scope="col"
                  className={cn(
                    'sticky top-0 z-[1] border-b border-line bg-surface-muted px-3 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-ink-muted uppercase',
                    c.type === 'number' || c.type === 'money' ? 'text-end' : 'text-start',
                  )}
                >
                  {columnLabel(t, c.key, result.entity)}
                </th>
              ))}
            </tr>
          </thead>
          {result.rows.length === 0 ? (
            <tbody>
              <tr>
                <td colSpan={shown.length} className="px-3 py-10 text-center text-sm text-ink-muted">
                  {t('reports.noRows')}
                </td>
              </tr>
            </tbody>
          ) : grouped && groupKey ? (
            blocks.map((block, b) => (
              <tbody key={b} data-testid="report-group">
                <tr>
                  <th
                    colSpan={shown.length}
                    scope="rowgroup"
                    className="border-b border-line bg-primary-soft px-3 py-2 text-start text-sm font-semibold text-primary-ink"
                  >
                    {columnLabel(t, groupKey, result.entity)}: {formatCell(t, groupKey, result.columns[0]!.type, block.value, lng)}
                    <span className="ms-2 font-normal text-ink-muted">
                      ({formatNumber(groupCount(block.value, block.rows.length), lng)})
                    </span>
                  </th>
                </tr>
                {block.rows.map((row, r) => (
                  <tr key={r}>{cells(row)}</tr>
                ))}
              </tbody>
            ))
          ) : (
            <tbody>
              {result.rows.map((row, r) => (
                <tr key={r}>{cells(row)}</tr>
              ))}
            </tbody>
          )}
        </table>
      </div>
      <Pagination
        page={result.page}
        pageSize={result.pageSize}
        total={result.total}
        onPageChange={onPageChange}
        onPageSizeChange={onPageSizeChange}
        pageSizes={[25, 50, 100, 200]}
      />
    </div>
  );
}
