import type { Action, PermissionCatalogue, RoleDetail, RoleSummary, Scope } from '@hcims/contracts/access';
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form/form-error';
import { SubmitButton } from '../../../shared/ui/form/submit-button';
import { controlBase } from '../../../shared/ui/form/field-styles';
import { accessKeys } from '../api/access-keys';
import { useReplaceGrants } from '../api/access-mutations';
import { toProblem } from '../../../shared/lib/api-problem';
import { accessErrorMessage } from '../lib/access-errors';
import { changedResources, grantsEditorReducer, initGrantsEditor, isGranted, toGrants } from '../lib/grants-editor';
import { roleName } from '../lib/role-name';
import { GrantRow } from './grant-row';

export type GrantsEditorProps = {
  catalogue: PermissionCatalogue;
  role: RoleDetail;
  roles: readonly RoleSummary[];
  canEdit: boolean;
  /** Tells the page whether there are unsaved changes (to warn before leaving the role). */
  onDirtyChange?: (dirty: boolean) => void;
};

/**
 * The grants of one role by category: create/read/update/delete switches and a scope per
 * permission. Changes stay local until saved; saving sends the complete set at once with the
 * version read (atomic on the server; 409 when someone else saved first).
 */
export function GrantsEditor({ catalogue, role, roles, canEdit, onDirtyChange }: GrantsEditorProps) {
  const { t } = useTranslation('access');
  const client = useQueryClient();
  const [state, dispatch] = useReducer(grantsEditorReducer, undefined, () => initGrantsEditor(catalogue.resources, role.grants));
  const [copyFrom, setCopyFrom] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const save = useReplaceGrants(role.id);
  const locked = role.builtIn === 'owner';
  const readOnly = !canEdit || locked;

  // The version the editor started from is the one sent back: a save over someone else's change is refused (409).
  const [loaded, setLoaded] = useState({ id: role.id, version: role.version });
  const [reloading, setReloading] = useState(false);
  const changed = useMemo(() => new Set(changedResources(state)), [state]);
  const dirty = changed.size > 0;
  const load = useCallback(() => {
    dispatch({ type: 'load', resources: catalogue.resources, grants: role.grants });
    setLoaded({ id: role.id, version: role.version });
    setReloading(false);
  }, [catalogue.resources, role]);
  // Another role, or a newer version (while nothing is edited, or after "Reload"), starts the editor again.
  if (loaded.id !== role.id || (loaded.version !== role.version && (!dirty || reloading))) load();

  useEffect(() => onDirtyChange?.(dirty), [dirty, onDirtyChange]);

  const onToggle = useCallback((resource: string, action: Action) => dispatch({ type: 'toggle', resource, action }), []);
  const onScope = useCallback((resource: string, scope: Scope) => dispatch({ type: 'setScope', resource, scope }), []);

  async function copy() {
    if (!copyFrom) return;
    setNotice(null);
    try {
      const source = await client.fetchQuery({
        queryKey: accessKeys.role(copyFrom),
        queryFn: ({ signal }) => apiClient.get('/access/roles/{id}', { path: { id: copyFrom }, signal }),
      });
      dispatch({ type: 'replace', resources: catalogue.resources, grants: source.grants });
      setNotice(t('grants.copied', { role: roleName(t, source) }));
    } catch (error) {
      setNotice(accessErrorMessage(t, error));
    }
  }

  function submit() {
    setNotice(null);
    save.mutate({ version: loaded.version, grants: toGrants(state.rows) }, { onSuccess: () => setNotice(t('grants.saved')) });
  }

  const stale = save.isError && toProblem(save.error).code === 'CONFLICT';
  const byCategory = catalogue.categories
    .map((category) => ({ category, resources: catalogue.resources.filter((r) => r.category === category) }))
    .filter((group) => group.resources.length > 0);

  return (
    <form
      data-testid="grants-editor"
      data-dirty={dirty}
      className="@container"
      onSubmit={(e) => {
        e.preventDefault();
        submit();
      }}
    >
      {locked && <p className="mb-4 rounded-lg bg-surface-muted px-3.5 py-3 text-sm text-ink">{t('grants.ownerLocked')}</p>}
      {!readOnly && (
        <div className="mb-4 flex flex-wrap items-end gap-2">
          <label className="flex min-w-0 flex-col gap-1.5 text-sm font-semibold text-ink">
            {t('grants.copyFrom')}
            <select
              value={copyFrom}
              onChange={(e) => setCopyFrom(e.target.value)}
              className={`${controlBase} w-60 max-w-full py-2`}
              data-testid="copy-from"
            >
              <option value="">{t('grants.chooseRole')}</option>
              {roles
                .filter((r) => r.id !== role.id)
                .map((r) => (
                  <option key={r.id} value={r.id}>
                    {roleName(t, r)}
                  </option>
                ))}
            </select>
          </label>
          <button type="button" className={buttonSecondary} disabled={!copyFrom} onClick={() => void copy()}>
            {t('grants.copy')}
          </button>
        </div>
      )}
      {stale ? (
        <FormError className="mb-4" testId="grants-stale">
          {t('errors.CONFLICT')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => {
              save.reset();
              setReloading(true);
              void client.invalidateQueries({ queryKey: accessKeys.role(role.id) });
            }}
          >
            {t('grants.reload')}
          </button>
        </FormError>
      ) : (
        <FormError className="mb-4">{save.isError ? accessErrorMessage(t, save.error) : null}</FormError>
      )}
      <div
        className="hidden border-b border-line pb-2 text-xs font-semibold text-ink-muted @xl:grid @xl:grid-cols-[minmax(0,1fr)_repeat(4,3.25rem)_10rem] @xl:gap-x-3 @xl:ps-3.5"
        aria-hidden="true"
      >
        <span>{t('grants.permission')}</span>
        {(['create', 'read', 'update', 'delete'] as const).map((a) => (
          <span key={a} className="text-center">
            {t(`actions.${a}`)}
          </span>
        ))}
        <span>{t('grants.scope')}</span>
      </div>
      {byCategory.map(({ category, resources }) => {
        const count = resources.filter((r) => isGranted(state.rows[r.key])).length;
        return (
          <section key={category} aria-labelledby={`cat-${category}`} className="mt-4">
            <h3
              id={`cat-${category}`}
              className="flex items-baseline justify-between gap-2 border-b border-line pb-1.5 text-sm font-semibold text-ink"
            >
              {t(`categories.${category}`)}
              <span className="text-xs font-normal text-ink-muted">{t('grants.grantedCount', { n: count, total: resources.length })}</span>
            </h3>
            <ul className="divide-y divide-line">
              {resources.map((resource) => (
                <GrantRow
                  key={resource.key}
                  resource={resource}
                  row={state.rows[resource.key]!}
                  changed={changed.has(resource.key)}
                  readOnly={readOnly}
                  onToggle={onToggle}
                  onScope={onScope}
                />
              ))}
            </ul>
          </section>
        );
      })}
      {!readOnly && (
        <div className="sticky bottom-0 z-10 -mx-4 mt-4 flex flex-wrap items-center justify-end gap-3 border-t border-line bg-surface/95 py-3 ps-4 pe-20 backdrop-blur">
          <p className="me-auto text-sm text-ink-muted" role="status" data-testid="grants-status">
            {notice ?? (dirty ? t('grants.unsaved', { n: changed.size }) : t('grants.noChanges'))}
          </p>
          <button type="button" className={buttonSecondary} disabled={!dirty || save.isPending} onClick={() => dispatch({ type: 'reset' })}>
            {t('grants.discard')}
          </button>
          <SubmitButton pending={save.isPending} disabled={!dirty} data-testid="save-grants">
            {t('grants.save')}
          </SubmitButton>
        </div>
      )}
    </form>
  );
}
