import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import { useId } from 'react';
import { formatNumber } from '../../lib/format';
import { useTranslation } from '../../lib/use-translation';
import { iconButton } from '../button-styles';

export type PaginationProps = {
  /** 1-based page. */
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
  onPageSizeChange?: (pageSize: number) => void;
  pageSizes?: readonly number[];
};

/** Page navigation under a server-driven list: range text, first/previous/next/last, rows per page. */
export function Pagination({ page, pageSize, total, onPageChange, onPageSizeChange, pageSizes = [10, 20, 50, 100] }: PaginationProps) {
  const { t, i18n } = useTranslation('people');
  const sizeId = useId();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  const nf = { format: (n: number) => formatNumber(n, i18n.language) };
  const button = `${iconButton} rounded-lg disabled:pointer-events-none disabled:opacity-40 rtl:[&>svg]:-scale-x-100`;
  return (
    <nav
      className="flex flex-wrap items-center justify-between gap-3 px-1 pt-3 text-sm text-ink-muted print:hidden"
      aria-label={t('table.pagination')}
    >
      <p aria-live="polite" data-testid="pagination-range">
        {t('table.range', { from: nf.format(from), to: nf.format(to), total: nf.format(total) })}
      </p>
      <div className="flex flex-wrap items-center gap-3">
        {onPageSizeChange && (
          <span className="flex items-center gap-2">
            <label htmlFor={sizeId}>{t('table.pageSize')}</label>
            <select
              id={sizeId}
              value={pageSize}
              onChange={(event) => onPageSizeChange(Number(event.target.value))}
              className="rounded-lg border border-line bg-surface px-2 py-1.5 text-ink"
            >
              {pageSizes.map((size) => (
                <option key={size} value={size}>
                  {nf.format(size)}
                </option>
              ))}
            </select>
          </span>
        )}
        <span className="flex items-center gap-1">
          <button type="button" className={button} disabled={page <= 1} onClick={() => onPageChange(1)} aria-label={t('table.first')}>
            <ChevronsLeft className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={button}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
            aria-label={t('table.previous')}
          >
            <ChevronLeft className="size-4" aria-hidden="true" />
          </button>
          <span className="px-2 whitespace-nowrap" data-testid="pagination-page">
            {t('table.pageOf', { page: nf.format(page), pages: nf.format(pages) })}
          </span>
          <button
            type="button"
            className={button}
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
            aria-label={t('table.next')}
          >
            <ChevronRight className="size-4" aria-hidden="true" />
          </button>
          <button
            type="button"
            className={button}
            disabled={page >= pages}
            onClick={() => onPageChange(pages)}
            aria-label={t('table.last')}
          >
            <ChevronsRight className="size-4" aria-hidden="true" />
          </button>
        </span>
      </div>
    </nav>
  );
}
