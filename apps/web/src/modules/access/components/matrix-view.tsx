import type { PermissionMatrix } from '@hcims/contracts/access';
import { cn } from '../../../shared/lib/cn';
import { useTranslation } from '../../../shared/lib/use-translation';
import { FormError } from '../../../shared/ui/form/form-error';
import { Spinner } from '../../../shared/ui/spinner';
import { useMatrix } from '../api/access-queries';
import { accessErrorMessage } from '../lib/access-errors';
import { ACTIONS } from '../lib/grants-editor';
import { resourceLabel, roleName } from '../lib/role-name';
import { RoleDot } from './role-dot';

type Cell = PermissionMatrix['rows'][number]['grants'][string];

function MatrixCell({ cell }: { cell: Cell | undefined }) {
  const { t } = useTranslation('access');
  if (!cell) {
    return (
      <td className="px-3 py-2 text-center text-ink-muted">
        <span aria-hidden="true">–</span>
        <span className="sr-only">{t('matrix.none')}</span>
      </td>
    );
  }
  const held = ACTIONS.filter((a) => cell[a]);
  return (
    <td className="px-3 py-2 text-center whitespace-nowrap">
      <span aria-hidden="true" className="font-mono text-xs tracking-wider">
        {ACTIONS.map((a) => (
          <span key={a} className={cell[a] ? 'font-bold text-ink' : 'text-ink-muted'}>
            {cell[a] ? t(`actions.short.${a}`) : '·'}
          </span>
        ))}
      </span>
      <span aria-hidden="true" className="block text-[0.7rem] text-ink-muted">
        {t(`scopes.${cell.scope}`)}
      </span>
      <span className="sr-only">
        {t('matrix.cell', { actions: held.map((a) => t(`actions.${a}`)).join(', '), scope: t(`scopes.${cell.scope}`) })}
      </span>
    </td>
  );
}

/** Permissions (rows, by category) x roles (columns): what each role may do, and how far. */
export function MatrixView() {
  const { t } = useTranslation('access');
  const matrix = useMatrix(true);
  if (matrix.isPending)
    return (
      <div className="grid place-items-center py-16" role="status" aria-label={t('matrix.loading')}>
        <Spinner />
      </div>
    );
  if (matrix.isError) return <FormError>{accessErrorMessage(t, matrix.error)}</FormError>;
  const { roles, rows } = matrix.data;
  const categories = [...new Set(rows.map((r) => r.category))];
  return (
    <>
      <p className="mb-3 text-xs text-ink-muted" data-testid="matrix-legend">
        {ACTIONS.map((a) => `${t(`actions.short.${a}`)} ${t(`actions.${a}`)}`).join(' · ')}
      </p>
      <div className="overflow-x-auto rounded-xl border border-line bg-surface shadow-sm" data-testid="matrix">
        <table className="w-full border-collapse text-sm">
          <caption className="sr-only">{t('matrix.caption')}</caption>
          <thead className="bg-surface-muted">
            <tr>
              <th scope="col" className="sticky start-0 z-10 bg-surface-muted px-3 py-2.5 text-start font-semibold text-ink">
                {t('grants.permission')}
              </th>
              {roles.map((role) => (
                <th key={role.id} scope="col" className="px-3 py-2.5 text-center font-semibold whitespace-nowrap text-ink">
                  <span className="inline-flex items-center gap-1.5">
                    <RoleDot colour={role.colour} className="size-2.5" />
                    {roleName(t, role)}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          {categories.map((category) => (
            <tbody key={category} className="border-t border-line">
              <tr>
                <th
                  scope="colgroup"
                  colSpan={roles.length + 1}
                  className="bg-surface px-3 pt-3 pb-1 text-start text-xs font-semibold tracking-wide text-primary-ink uppercase"
                >
                  {t(`categories.${category}`)}
                </th>
              </tr>
              {rows
                .filter((row) => row.category === category)
                .map((row, index) => (
                  <tr key={row.resource} className={cn('border-t border-line/60', index % 2 === 1 && 'bg-surface-muted/50')}>
                    <th scope="row" className="sticky start-0 bg-surface px-3 py-2 text-start font-medium text-ink">
                      {resourceLabel(t, row.resource, row.label)}
                    </th>
                    {roles.map((role) => (
                      <MatrixCell key={role.id} cell={row.grants[role.id]} />
                    ))}
                  </tr>
                ))}
            </tbody>
          ))}
        </table>
      </div>
    </>
  );
}
