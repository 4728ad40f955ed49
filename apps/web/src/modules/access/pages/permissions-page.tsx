import { Grid3x3, Plus, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../shared/lib/cn';
import { navigate, useLocation, useSearchParams } from '../../../shared/lib/router';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form/form-error';
import { Spinner } from '../../../shared/ui/spinner';
import { Card, PageHeader } from '../../../shared/ui/table';
import { useCatalogue, useRoles } from '../api/access-queries';
import { CreateRoleDialog } from '../components/create-role-dialog';
import { Dialog } from '../../../shared/ui/modal';
import { MatrixView } from '../components/matrix-view';
import { RoleDetail } from '../components/role-detail';
import { RolesList } from '../components/roles-list';
import { TwoFactorRolesCard } from '../../identity';
import { accessErrorMessage } from '../lib/access-errors';
import { roleName } from '../lib/role-name';

/** /permissions: roles with their grants and members, the matrix, new and deleted roles. */
export function PermissionsPage() {
  const { t } = useTranslation('access');
  const location = useLocation();
  const params = useSearchParams();
  const permissions = useSession((s) => s.permissions);
  const roles = useRoles();
  const catalogue = useCatalogue();
  const [creating, setCreating] = useState(false);
  const [dirty, setDirty] = useState(false);
  const [pendingRole, setPendingRole] = useState<string | null>(null);

  const view = params.get('view') === 'matrix' ? 'matrix' : 'roles';
  const list = roles.data ?? [];
  const selectedId = list.find((r) => r.id === params.get('role'))?.id ?? list[0]?.id ?? null;

  const go = (next: { role?: string | null; view?: string | null }) => {
    const search = new URLSearchParams(location.search);
    for (const [key, value] of Object.entries(next)) {
      if (value) search.set(key, value);
      else search.delete(key);
    }
    const query = search.toString();
    navigate(`${location.pathname}${query ? `?${query}` : ''}`, { replace: true });
  };
  const selectRole = (id: string) => {
    if (id === selectedId) return;
    if (dirty) setPendingRole(id);
    else go({ role: id });
  };

  const failed = roles.error ?? catalogue.error;
  return (
    <div className="mx-auto max-w-7xl" data-testid="permissions-page">
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        actions={
          <>
            <div role="group" aria-label={t('page.viewLabel')} className="inline-flex rounded-lg border border-line bg-surface p-0.5">
              {(['roles', 'matrix'] as const).map((v) => (
                <button
                  key={v}
                  type="button"
                  aria-pressed={view === v}
                  onClick={() => go({ view: v === 'matrix' ? 'matrix' : null })}
                  className={cn(
                    'inline-flex items-center gap-1.5 rounded-md px-3 py-1.5 text-sm font-semibold',
                    view === v ? 'bg-primary-soft text-primary-ink' : 'text-ink-muted hover:text-ink',
                  )}
                >
                  {v === 'roles' ? (
                    <ShieldCheck className="size-4" aria-hidden="true" />
                  ) : (
                    <Grid3x3 className="size-4" aria-hidden="true" />
                  )}
                  {t(`page.views.${v}`)}
                </button>
              ))}
            </div>
            {hasPermission(permissions, 'access.roles:create') && (
              <button type="button" className={buttonPrimary} onClick={() => setCreating(true)} data-testid="new-role">
                <Plus className="size-4" aria-hidden="true" />
                {t('roles.new')}
              </button>
            )}
          </>
        }
      />
      {failed ? (
        <FormError>{accessErrorMessage(t, failed)}</FormError>
      ) : !roles.data || !catalogue.data ? (
        <div className="grid place-items-center py-24" role="status" aria-label={t('roles.loading')}>
          <Spinner />
        </div>
      ) : view === 'matrix' ? (
        <MatrixView />
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-[15rem_minmax(0,1fr)]">
          <Card title={t('roles.title')} bodyClassName="p-2">
            <RolesList roles={list} selectedId={selectedId} onSelect={selectRole} />
          </Card>
          <Card>
            {selectedId && (
              <RoleDetail
                key={selectedId}
                roleId={selectedId}
                roles={list}
                catalogue={catalogue.data}
                onDirtyChange={setDirty}
                onDeleted={() => {
                  setDirty(false);
                  go({ role: null });
                }}
              />
            )}
          </Card>
        </div>
      )}
      {view === 'roles' && roles.data && (
        <TwoFactorRolesCard
          roles={list.map((r) => ({ id: r.id, name: roleName(t, r) }))}
          canEdit={hasPermission(permissions, 'access.roles:update')}
        />
      )}
      <CreateRoleDialog
        open={creating}
        onClose={() => setCreating(false)}
        roles={list}
        onCreated={(id) => {
          setDirty(false);
          go({ role: id, view: null });
        }}
      />
      <Dialog
        open={pendingRole !== null}
        onClose={() => setPendingRole(null)}
        title={t('unsaved.title')}
        testId="unsaved-dialog"
        footer={
          <>
            <button type="button" className={buttonSecondary} onClick={() => setPendingRole(null)}>
              {t('unsaved.stay')}
            </button>
            <button
              type="button"
              className={buttonPrimary}
              onClick={() => {
                setDirty(false);
                go({ role: pendingRole });
                setPendingRole(null);
              }}
            >
              {t('unsaved.discard')}
            </button>
          </>
        }
      >
        <p className="text-sm text-ink">{t('unsaved.text')}</p>
      </Dialog>
    </div>
  );
}
