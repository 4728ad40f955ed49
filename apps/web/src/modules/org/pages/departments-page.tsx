import type { Department, DepartmentTreeNode } from '@hcims/contracts/org';
import { Building2, FolderTree, MoveRight, Network, Pencil, Plus, Trash2, UserX, Users } from 'lucide-react';
import { useMemo, useState } from 'react';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, iconButton } from '../../../shared/ui/button-styles';
import { Card, PageHeader, SearchInput, Tabs } from '../../../shared/ui/table';
import { useDeleteDepartment, useDepartments, useDepartmentTree } from '../api';
import {
  QueryState,
  StatTiles,
  DeleteDialog,
  DepartmentDialog,
  type DepartmentDialogMode,
  DepartmentChartBox,
  DepartmentTreeRow,
  OrgChart,
  TreeList,
} from '../components';
import { formatNumber, buildTree, matchingWithAncestors } from '../lib';

const idOf = (d: DepartmentTreeNode) => d.id;
const parentOf = (d: DepartmentTreeNode) => d.parentId;
const nameOf = (d: DepartmentTreeNode) => d.name;

/** /add_department: the department tree and org chart, with heads, arrival times and head-counts. */
export function DepartmentsPage() {
  const { t, i18n } = useTranslation('org');
  const permissions = useSession((s) => s.permissions);
  const can = (action: 'create' | 'update' | 'delete') => hasPermission(permissions, `org.departments:${action}`);
  const tree = useDepartmentTree();
  const list = useDepartments();
  const remove = useDeleteDepartment();
  const [view, setView] = useState('tree');
  const [query, setQuery] = useState('');
  const [dialog, setDialog] = useState<DepartmentDialogMode | null>(null);
  const [deleting, setDeleting] = useState<DepartmentTreeNode | null>(null);

  const nodes = useMemo(() => tree.data ?? [], [tree.data]);
  const roots = useMemo(() => buildTree(nodes, idOf, parentOf), [nodes]);
  const found = useMemo(() => matchingWithAncestors(nodes, idOf, parentOf, nameOf, query), [nodes, query]);
  const byId = useMemo(() => new Map((list.data ?? []).map((d) => [d.id, d])), [list.data]);
  const full = (id: string): Department | undefined => byId.get(id);
  const n = (value: number) => formatNumber(value, i18n.language);

  const stats = [
    { id: 'total', label: t('departments.stats.total'), value: n(nodes.length), icon: <Building2 className="size-5" /> },
    {
      id: 'top',
      label: t('departments.stats.topLevel'),
      value: n(nodes.filter((d) => d.parentId === null).length),
      icon: <FolderTree className="size-5" />,
    },
    {
      id: 'people',
      label: t('departments.stats.people'),
      value: n(nodes.reduce((sum, d) => sum + d.employeeCount, 0)),
      icon: <Users className="size-5" />,
    },
    {
      id: 'noHead',
      label: t('departments.stats.noHead'),
      value: n(nodes.filter((d) => !d.head).length),
      icon: <UserX className="size-5" />,
    },
  ];

  const actions = (node: DepartmentTreeNode) => {
    const department = full(node.id);
    if (!department) return null;
    return (
      <>
        {can('create') && (
          <button
            type="button"
            className={iconButton}
            aria-label={t('departments.addUnder', { name: node.name })}
            title={t('departments.addUnder', { name: node.name })}
            onClick={() => setDialog({ kind: 'create', parentId: node.id })}
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        )}
        {can('update') && (
          <>
            <button
              type="button"
              className={iconButton}
              aria-label={t('departments.edit', { name: node.name })}
              title={t('departments.edit', { name: node.name })}
              onClick={() => setDialog({ kind: 'edit', department })}
            >
              <Pencil className="size-4" aria-hidden="true" />
            </button>
            <button
              type="button"
              className={iconButton}
              aria-label={t('departments.moveTitle', { name: node.name })}
              title={t('departments.moveTitle', { name: node.name })}
              onClick={() => setDialog({ kind: 'move', department })}
            >
              <MoveRight className="size-4 rtl:-scale-x-100" aria-hidden="true" />
            </button>
          </>
        )}
        {can('delete') && (
          <button
            type="button"
            className={iconButton}
            aria-label={t('departments.deleteTitle', { name: node.name })}
            title={t('departments.deleteTitle', { name: node.name })}
            onClick={() => setDeleting(node)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        )}
      </>
    );
  };

  const treeView = (
    <div className="flex flex-col gap-3">
      <SearchInput value={query} onChange={setQuery} label={t('departments.search')} className="max-w-md" testId="department-search" />
      {found && found.matches.size === 0 ? (
        <p className="py-6 text-center text-sm text-ink-muted">{t('departments.noMatch', { query })}</p>
      ) : (
        <TreeList
          roots={roots}
          idOf={idOf}
          labelOf={nameOf}
          visible={found?.visible ?? null}
          label={t('departments.treeLabel')}
          testId="department-tree"
          renderRow={(node) => <DepartmentTreeRow node={node.item} query={query} actions={actions(node.item)} />}
        />
      )}
      <p className="sr-only" aria-live="polite">
        {found ? t('departments.matches', { count: found.matches.size }) : ''}
      </p>
    </div>
  );

  const chartView = (
    <OrgChart
      roots={roots}
      idOf={idOf}
      label={t('departments.chartLabel')}
      testId="department-chart"
      renderNode={(node) => {
        const department = full(node.item.id);
        return (
          <DepartmentChartBox
            node={node.item}
            onOpen={can('update') && department ? () => setDialog({ kind: 'edit', department }) : undefined}
          />
        );
      }}
    />
  );

  return (
    <div className="mx-auto max-w-7xl" data-testid="departments-page">
      <PageHeader
        title={t('screens.department')}
        description={t('departments.description')}
        actions={
          can('create') && (
            <button
              type="button"
              className={buttonPrimary}
              onClick={() => setDialog({ kind: 'create', parentId: null })}
              data-testid="add-department"
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('departments.add')}
            </button>
          )
        }
      />
      <QueryState
        pending={tree.isPending || list.isPending}
        error={tree.error ?? list.error}
        onRetry={() => void Promise.all([tree.refetch(), list.refetch()])}
      >
        <StatTiles stats={stats} label={t('departments.stats.label')} />
        <Card>
          {nodes.length === 0 ? (
            <p className="py-10 text-center text-sm text-ink-muted" data-testid="departments-empty">
              {t('departments.empty')}
            </p>
          ) : (
            <Tabs
              label={t('views.label')}
              value={view}
              onValueChange={setView}
              items={[
                {
                  id: 'tree',
                  icon: FolderTree,
                  label: t('views.tree'),
                  panel: treeView,
                },
                {
                  id: 'chart',
                  icon: Network,
                  label: t('views.chart'),
                  panel: chartView,
                },
              ]}
            />
          )}
        </Card>
      </QueryState>
      {dialog && list.data && <DepartmentDialog mode={dialog} departments={list.data} onClose={() => setDialog(null)} />}
      {deleting && (
        <DeleteDialog
          title={t('departments.deleteTitle', { name: deleting.name })}
          message={t('departments.deleteConfirm', { name: deleting.name })}
          name={deleting.name}
          testId="department-delete-dialog"
          onDelete={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
