// Templates of a generated module's web side: its screen and menu entry, the API hooks over the
// typed client, the list page and the create/edit form (react-hook-form with the contract's schema).

const dir = (n) => `apps/web/src/modules/${n.name}`;

export function webFiles(n) {
  return {
    [`${dir(n)}/index.ts`]: `export { ${n.name}Routes } from './${n.name}.routes';\nexport { ${n.name}Navigation } from './${n.name}.navigation';\n`,
    [`${dir(n)}/${n.name}.routes.tsx`]: routes(n),
    [`${dir(n)}/${n.name}.navigation.ts`]: navigation(n),
    [`${dir(n)}/api/${n.name}-records.ts`]: api(n),
    [`${dir(n)}/components/field-error.ts`]: fieldError(n),
    [`${dir(n)}/components/record-dialog.tsx`]: recordDialog(n),
    [`${dir(n)}/components/delete-record-dialog.tsx`]: deleteDialog(n),
    [`${dir(n)}/pages/${n.name}-records-page.tsx`]: page(n),
  };
}

/** Registers the module's screens and menu in the shell (an import and one entry at the end of each list). */
export function shellEdit(n, what) {
  const symbol = `${n.name}${what === 'routes' ? 'Routes' : 'Navigation'}`;
  const list = what === 'routes' ? 'export const appRoutes' : 'export const appNavigation';
  return (text) => {
    const firstLocal = text.indexOf('import type { ');
    const importLine = `import { ${symbol} } from '../../modules/${n.name}';\n`;
    let out = text.slice(0, firstLocal) + importLine + text.slice(firstLocal);
    const start = out.indexOf(list);
    const end = out.indexOf('\n];', start);
    if (start < 0 || end < 0) throw new Error(`the list "${list}" was not found`);
    out = `${out.slice(0, end)}\n  ${symbol},${out.slice(end)}`;
    return out;
  };
}

const routes = (n) => `import { defineScreen, type ModuleRoutes } from '../../shared/lib/registry';

const ns = '${n.name}';

/** The ${n.name} module's screens. */
export const ${n.name}Routes: ModuleRoutes = {
  id: ns,
  namespace: ns,
  routes: [
    defineScreen(ns, 'records', '/${n.name}', {
      load: () => import('./pages/${n.name}-records-page').then((m) => ({ Screen: m.${n.Name}RecordsPage })),
      permission: '${n.name}.records:read',
    }),
  ],
};
`;

const navigation = (n) => `import type { ModuleNavigation } from '../../shared/lib/registry';

/**
 * ${n.name}: voice phrases, and the menu entry once the screen has its place in the menu (loaded
 * with the default layout, not on the sign-in page). The menu follows PRODUCT.md and
 * app/sidebar/menu-model.test.ts pins it, so the entry goes in with its line in that test:
 * \`menu: [{ group, path: '/${n.name}', label: '${n.name}:screens.records', order, permission: '${n.name}.records:read' }]\`.
 */
export const ${n.name}Navigation: ModuleNavigation = {
  voice: { '/${n.name}': ['${n.name}', '${n.name} records'] },
};
`;

/** Adds the module's screen to the pinned list of screens (route-table.test.ts: nothing is registered unlisted). */
export function routeTableTestEdit(n) {
  return (text) => {
    const start = text.indexOf('const protectedDefault = [');
    const end = text.indexOf('\n];', start);
    if (start < 0 || end < 0) throw new Error('apps/web/src/app/router/route-table.test.ts: the list protectedDefault was not found');
    return `${text.slice(0, end)}\n  '/${n.name}',${text.slice(end)}`;
  };
}

const api = (
  n,
) => `import type { Create${n.Name}Record, ${n.Name}RecordListQuery, Update${n.Name}Record } from '@hcims/contracts/${n.name}';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../shared/api';

export const ${n.name}Keys = {
  all: ['${n.name}'] as const,
  records: (query: Partial<${n.Name}RecordListQuery>) => ['${n.name}', 'records', query] as const,
};

export const use${n.Name}Records = (query: Partial<${n.Name}RecordListQuery>) =>
  useQuery({
    queryKey: ${n.name}Keys.records(query),
    queryFn: ({ signal }) => apiClient.get('/${n.name}/records', { query, signal }),
    placeholderData: keepPreviousData,
  });

export type Save${n.Name}Record = { id: string; patch: Update${n.Name}Record } | { id: null; patch: Create${n.Name}Record };

export function useSave${n.Name}Record() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: Save${n.Name}Record) =>
      input.id !== null
        ? apiClient.patch('/${n.name}/records/{id}', { path: { id: input.id }, body: input.patch })
        : apiClient.post('/${n.name}/records', { body: input.patch }),
    onSuccess: () => client.invalidateQueries({ queryKey: ${n.name}Keys.all }),
  });
}

export function useDelete${n.Name}Record() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiClient.delete('/${n.name}/records/{id}', { path: { id } }),
    onSuccess: () => client.invalidateQueries({ queryKey: ${n.name}Keys.all }),
  });
}
`;

const fieldError = (n) => `import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';

/** A field's validation issue (the zod issue code react-hook-form keeps as its type) in the user's language. */
export function fieldErrorText(t: TFunction, error: FieldError | undefined): string | undefined {
  if (!error) return undefined;
  if (error.type === 'server') return error.message;
  if (error.type === 'too_big') return t('${n.name}:validation.tooLong');
  if (error.type === 'too_small' || error.type === 'invalid_type') return t('${n.name}:validation.required');
  return t('${n.name}:validation.invalid');
}
`;

const recordDialog = (n) => `import { zodResolver } from '@hookform/resolvers/zod';
import { Create${n.Name}RecordSchema, type ${n.Name}Record } from '@hcims/contracts/${n.name}';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError, SubmitButton, Textarea, TextField } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useSave${n.Name}Record } from '../api/${n.name}-records';
import { fieldErrorText } from './field-error';

type Values = { name: string; note: string };

/** Adds a record, or changes one (sending the version it read). */
export function RecordDialog({ record, onClose }: { record: ${n.Name}Record | null; onClose: () => void }) {
  const { t } = useTranslation('${n.name}');
  const save = useSave${n.Name}Record();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(Create${n.Name}RecordSchema) as never,
    defaultValues: { name: record?.name ?? '', note: record?.note ?? '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setMessage(null);
    const body = { name: values.name.trim(), note: values.note.trim() || null };
    try {
      await save.mutateAsync(record ? { id: record.id, patch: { ...body, version: record.version } } : { id: null, patch: body });
      onClose();
    } catch (error) {
      const problem = toProblem(error);
      if (problem.code === '${n.NAME}_NAME_TAKEN') form.setError('name', { type: 'server', message: problemText(t, problem, 'errors') });
      else setMessage(problemText(t, problem, 'errors'));
    }
  });

  return (
    <Dialog open onClose={onClose} title={record ? t('form.editTitle') : t('form.newTitle')} testId="${n.name}-record-dialog">
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
        <TextField label={t('fields.name')} required {...form.register('name')} error={fieldErrorText(t, errors.name)} />
        <Textarea label={t('fields.note')} rows={3} {...form.register('note')} error={fieldErrorText(t, errors.note)} />
        <FormError>{message}</FormError>
        <div className="flex justify-end gap-2">
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <SubmitButton pending={save.isPending}>{t('actions.save')}</SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
`;

const deleteDialog = (n) => `import type { ${n.Name}Record } from '@hcims/contracts/${n.name}';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../shared/ui/button-styles';
import { FormError } from '../../../shared/ui/form';
import { Dialog } from '../../../shared/ui/modal';
import { useDelete${n.Name}Record } from '../api/${n.name}-records';

/** Asks before deleting a record. */
export function DeleteRecordDialog({ record, onClose }: { record: ${n.Name}Record; onClose: () => void }) {
  const { t } = useTranslation('${n.name}');
  const remove = useDelete${n.Name}Record();
  const [message, setMessage] = useState<string | null>(null);
  return (
    <Dialog
      open
      onClose={onClose}
      size="sm"
      title={t('delete.title')}
      testId="${n.name}-delete-dialog"
      footer={
        <>
          <button type="button" className={buttonSecondary} onClick={onClose}>
            {t('actions.cancel')}
          </button>
          <button
            type="button"
            className={buttonPrimary}
            disabled={remove.isPending}
            onClick={() =>
              remove.mutate(record.id, { onSuccess: onClose, onError: (error) => setMessage(problemText(t, toProblem(error), 'errors')) })
            }
          >
            {t('actions.delete')}
          </button>
        </>
      }
    >
      <p className="text-sm text-ink">{t('delete.confirm', { name: record.name })}</p>
      <FormError className="mt-3">{message}</FormError>
    </Dialog>
  );
}
`;

const page = (n) => `import type { ${n.Name}Record } from '@hcims/contracts/${n.name}';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { problemText, toProblem } from '../../../shared/lib/api-problem';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, iconButton } from '../../../shared/ui/button-styles';
import { DataTable, PageHeader } from '../../../shared/ui/table';
import { use${n.Name}Records } from '../api/${n.name}-records';
import { DeleteRecordDialog } from '../components/delete-record-dialog';
import { RecordDialog } from '../components/record-dialog';

const PAGE_SIZE = 20;

/** /${n.name}: the company's records, one page at a time; add, edit and delete with the permissions held. */
export function ${n.Name}RecordsPage() {
  const { t } = useTranslation('${n.name}');
  const permissions = useSession((s) => s.permissions);
  const [page, setPage] = useState(1);
  const records = use${n.Name}Records({ page, pageSize: PAGE_SIZE, sort: 'name' });
  const [editing, setEditing] = useState<${n.Name}Record | 'new' | null>(null);
  const [deleting, setDeleting] = useState<${n.Name}Record | null>(null);
  const canCreate = hasPermission(permissions, '${n.name}.records:create');
  const canUpdate = hasPermission(permissions, '${n.name}.records:update');
  const canDelete = hasPermission(permissions, '${n.name}.records:delete');

  return (
    <div data-testid="${n.name}-records">
      <PageHeader
        title={t('screens.records')}
        actions={
          canCreate && (
            <button type="button" className={buttonPrimary} onClick={() => setEditing('new')}>
              <Plus className="size-4" aria-hidden="true" />
              {t('actions.new')}
            </button>
          )
        }
      />
      <DataTable<${n.Name}Record>
        caption={t('list.caption')}
        rows={records.data?.items}
        rowKey={(r) => r.id}
        status={records.status}
        fetching={records.isFetching}
        errorMessage={records.error ? problemText(t, toProblem(records.error), 'errors') : undefined}
        onRetry={() => void records.refetch()}
        columns={[
          { key: 'name', header: t('fields.name'), cell: (r) => <span className="font-medium">{r.name}</span>, rowHeader: true },
          { key: 'note', header: t('fields.note'), cell: (r) => r.note ?? '—', hideBelow: 'md' },
        ]}
        pagination={records.data ? { page, pageSize: PAGE_SIZE, total: records.data.total, onPageChange: setPage } : undefined}
        rowActions={
          canUpdate || canDelete
            ? (r) => (
                <>
                  {canUpdate && (
                    <button type="button" className={iconButton} aria-label={t('actions.editNamed', { name: r.name })} onClick={() => setEditing(r)}>
                      <Pencil className="size-4" aria-hidden="true" />
                    </button>
                  )}
                  {canDelete && (
                    <button type="button" className={iconButton} aria-label={t('actions.deleteNamed', { name: r.name })} onClick={() => setDeleting(r)}>
                      <Trash2 className="size-4" aria-hidden="true" />
                    </button>
                  )}
                </>
              )
            : undefined
        }
        empty={<p className="py-6 text-center text-sm text-ink-muted">{t('list.empty')}</p>}
      />
      {editing && <RecordDialog record={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && <DeleteRecordDialog record={deleting} onClose={() => setDeleting(null)} />}
    </div>
  );
}
`;
