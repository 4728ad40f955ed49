import type { DesignationChartNode } from '@hcims/contracts/org';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { formatNumber } from '../../lib/format';
import { initialsOf } from '../../../../shared/lib/initials';
import { ChartBox } from './chart-box';
import { Highlight } from './highlight';

const MAX_FACES = 3;

/** Up to three holders' initials and "+N". */
function Holders({ node }: { node: DesignationChartNode }) {
  const { t, i18n } = useTranslation('org');
  if (node.employeeCount === 0) return <span className="text-xs text-ink-muted italic">{t('designations.vacant')}</span>;
  const shown = node.holders.slice(0, MAX_FACES);
  const more = node.employeeCount - shown.length;
  return (
    <span className="flex items-center justify-center gap-1" title={node.holders.map((h) => h.name).join(', ')}>
      <span className="flex -space-x-1.5 rtl:space-x-reverse" aria-hidden="true">
        {shown.map((h) => (
          <span
            key={h.id}
            className="grid size-6 place-items-center rounded-full border-2 border-surface bg-primary-soft text-[0.6rem] font-semibold text-primary-ink"
          >
            {initialsOf(h.name)}
          </span>
        ))}
      </span>
      {more > 0 && (
        <span className="text-xs text-ink-muted" aria-hidden="true">
          +{formatNumber(more, i18n.language)}
        </span>
      )}
      <span className="sr-only">
        {shown.length === 1 && more === 0 ? shown[0]!.name : t('designations.holders', { count: node.employeeCount })}
      </span>
    </span>
  );
}

export function DesignationChartBox({ node, onOpen }: { node: DesignationChartNode; onOpen?: () => void }) {
  const body = (
    <>
      <span className="block font-semibold text-ink">{node.name}</span>
      {node.holders.length === 1 && node.employeeCount === 1 && (
        <span className="mt-0.5 block truncate text-xs text-ink-muted">{node.holders[0]!.name}</span>
      )}
      <span className="mt-2 block">
        <Holders node={node} />
      </span>
    </>
  );
  return (
    <ChartBox id={node.id} onOpen={onOpen}>
      {body}
    </ChartBox>
  );
}

export function DesignationTreeRow({ node, query, actions }: { node: DesignationChartNode; query: string; actions?: ReactNode }) {
  const { t, i18n } = useTranslation('org');
  const names = node.holders.map((h) => h.name);
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg px-2 py-1.5 hover:bg-surface-hover/60">
      <div className="min-w-[11rem] flex-1">
        <p className="font-medium text-ink">
          <Highlight text={node.name} query={query} />
        </p>
        <p className="truncate text-xs text-ink-muted">
          {node.employeeCount === 0
            ? t('designations.vacant')
            : `${t('departments.people', { count: node.employeeCount, formatted: formatNumber(node.employeeCount, i18n.language) })}: ${names.slice(0, 4).join(', ')}${names.length > 4 || node.employeeCount > names.length ? '…' : ''}`}
        </p>
      </div>
      {actions && <div className="flex shrink-0 items-center gap-0.5">{actions}</div>}
    </div>
  );
}
