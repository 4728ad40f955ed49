import type { DepartmentTreeNode } from '@hcims/contracts/org';
import { Clock3, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { formatNumber, formatTime } from '../../lib/format';
import { initialsOf } from '../../../../shared/lib/initials';
import { ChartBox } from './chart-box';
import { Highlight } from './highlight';

/** A department's box in the org chart: name, head, own and total head-count, arrival time. */
export function DepartmentChartBox({ node, onOpen }: { node: DepartmentTreeNode; onOpen?: () => void }) {
  const { t, i18n } = useTranslation('org');
  const body = (
    <>
      <span className="block font-semibold text-ink">{node.name}</span>
      {node.head ? (
        <span className="mt-1.5 flex items-center justify-center gap-1.5 text-xs text-ink-muted">
          <span
            className="grid size-6 shrink-0 place-items-center rounded-full bg-primary-soft text-[0.65rem] font-semibold text-primary-ink"
            aria-hidden="true"
          >
            {initialsOf(node.head.name)}
          </span>
          <span className="truncate">{node.head.name}</span>
        </span>
      ) : (
        <span className="mt-1.5 block text-xs text-ink-muted italic">{t('departments.noHead')}</span>
      )}
      <span className="mt-2 flex items-center justify-center gap-3 text-xs text-ink-muted">
        <span className="inline-flex items-center gap-1" title={t('departments.totalPeople')}>
          <Users className="size-3.5" aria-hidden="true" />
          <span className="sr-only">{t('departments.totalPeople')}</span>
          {formatNumber(node.totalEmployeeCount, i18n.language)}
        </span>
        {node.expectedArrival && (
          <span className="inline-flex items-center gap-1">
            <Clock3 className="size-3.5" aria-hidden="true" />
            <span className="sr-only">{t('departments.fields.expectedArrival')}</span>
            {formatTime(node.expectedArrival, i18n.language)}
          </span>
        )}
      </span>
    </>
  );
  return (
    <ChartBox id={node.id} onOpen={onOpen}>
      {body}
    </ChartBox>
  );
}

/** A department's row in the tree view (the actions come from the page). */
export function DepartmentTreeRow({ node, query, actions }: { node: DepartmentTreeNode; query: string; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('org');
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-1.5 hover:bg-surface-hover/60">
      <span
        className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-xs font-semibold text-primary-ink max-sm:hidden"
        aria-hidden="true"
      >
        {initialsOf(node.name)}
      </span>
      <div className="min-w-[11rem] flex-1">
        <p className="font-medium text-ink">
          <Highlight text={node.name} query={query} />
        </p>
        <p className="text-xs text-ink-muted">
          {node.head ? t('departments.headedBy', { name: node.head.name }) : t('departments.noHead')}
          {' · '}
          {t('departments.people', { count: node.employeeCount, formatted: formatNumber(node.employeeCount, i18n.language) })}
          {node.childCount > 0 && ` · ${t('departments.withSub', { formatted: formatNumber(node.totalEmployeeCount, i18n.language) })}`}
          {node.expectedArrival && ` · ${t('departments.arrives', { time: formatTime(node.expectedArrival, i18n.language) })}`}
        </p>
      </div>
      {actions && <div className="flex shrink-0 items-center gap-0.5">{actions}</div>}
    </div>
  );
}
