import type { Designation, DesignationChartNode } from '@hcims/contracts/org';
import { Briefcase, Building2, Crown, List, Network, Pencil, Plus, Trash2, Users, FolderTree } from 'lucide-react';
import { useMemo, useState } from 'react';
import { hasPermission, useSession } from '../../../shared/lib/session';
import { useTranslation } from '../../../shared/lib/use-translation';
import { buttonPrimary, iconButton } from '../../../shared/ui/button-styles';
import { Card, DataTable, FilterBar, FilterSelect, PageHeader, SearchInput, Tabs } from '../../../shared/ui/table';
import { useDeleteDesignation, useDepartments, useDesignationChart, useDesignations } from '../api';
import {
  QueryState,
  StatTiles,
  DeleteDialog,
  DesignationDialog,
  type DesignationDialogMode,
  DesignationChartBox,
  DesignationTreeRow,
  OrgChart,
  TreeList,
} from '../components';
import { formatNumber, buildTree, matchingWithAncestors, pathLabel } from '../lib';

const idOf = (d: DesignationChartNode) => d.id;
const parentOf = (d: DesignationChartNode) => d.reportsToId;
const nameOf = (d: DesignationChartNode) => d.name;

/** /add_designation: job titles per department with their "reports to" hierarchy, as a tree, org charts and a list. */
export function DesignationsPage() {
  const { t, i18n } = useTranslation('org');
  const permissions = useSession((s) => s.permissions);
  const can = (action: 'create' | 'update' | 'delete') => hasPermission(permissions, `org.designations:${action}`);
  const chart = useDesignationChart();
  const list = useDesignations();
  const departments = useDepartments();
  const remove = useDeleteDesignation();
  const [view, setView] = useState('tree');
  const [query, setQuery] = useState('');
  const [departmentId, setDepartmentId] = useState('');
  const [dialog, setDialog] = useState<DesignationDialogMode | null>(null);
  const [deleting, setDeleting] = useState<DesignationChartNode | null>(null);
  const n = (value: number) => formatNumber(value, i18n.language);

  const all = useMemo(() => chart.data ?? [], [chart.data]);
  const byId = useMemo(() => new Map((list.data ?? []).map((d) => [d.id, d])), [list.data]);
  const shown = useMemo(() => (departmentId ? all.filter((d) => d.departmentId === departmentId) : all), [all, departmentId]);
  const found = useMemo(() => matchingWithAncestors(shown, idOf, parentOf, nameOf, query), [shown, query]);

  // One tree per department, in the server's department order.
  const groups = useMemo(() => {
    const order: { id: string; name: string; items: DesignationChartNode[] }[] = [];
    for (const d of shown) {
      let group = order.find((g) => g.id === d.departmentId);
      if (!group) order.push((group = { id: d.departmentId, name: d.departmentName, items: [] }));
      group.items.push(d);
    }
    return order
      .map((g) => ({ ...g, roots: buildTree(g.items, idOf, parentOf) }))
      .filter((g) => !found || g.items.some((d) => found.visible.has(d.id)));
  }, [shown, found]);

  const departmentChoices = useMemo(() => {
    const items = departments.data ?? [];
    return items
      .map((d) => ({
        value: d.id,
        label: pathLabel(
          items,
          (x) => x.id,
          (x) => x.parentId,
          (x) => x.name,
          d.id,
        ),
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
  }, [departments.data]);

  const stats = [
    { id: 'total', label: t('designations.stats.total'), value: n(all.length), icon: <Briefcase className="size-5" /> },
    {
      id: 'departments',
      label: t('designations.stats.departments'),
      value: n(new Set(all.map((d) => d.departmentId)).size),
      icon: <Building2 className="size-5" />,
    },
    {
      id: 'people',
      label: t('designations.stats.people'),
      value: n(all.reduce((s, d) => s + d.employeeCount, 0)),
      icon: <Users className="size-5" />,
    },
    {
      id: 'top',
      label: t('designations.stats.top'),
      value: n(all.filter((d) => d.reportsToId === null).length),
      icon: <Crown className="size-5" />,
    },
  ];

  const actions = (node: { id: string; name: string; departmentId: string }) => {
    const designation = byId.get(node.id);
    return (
      <>
        {can('create') && (
          <button
            type="button"
            className={iconButton}
            aria-label={t('designations.addUnder', { name: node.name })}
            title={t('designations.addUnder', { name: node.name })}
            onClick={() => setDialog({ kind: 'create', departmentId: node.departmentId, reportsToId: node.id })}
          >
            <Plus className="size-4" aria-hidden="true" />
          </button>
        )}
        {can('update') && designation && (
          <button
            type="button"
            className={iconButton}
            aria-label={t('designations.edit', { name: node.name })}
            title={t('designations.edit', { name: node.name })}
            onClick={() => setDialog({ kind: 'edit', designation })}
          >
            <Pencil className="size-4" aria-hidden="true" />
          </button>
        )}
        {can('delete') && (
          <button
            type="button"
            className={iconButton}
            aria-label={t('designations.deleteTitle', { name: node.name })}
            title={t('designations.deleteTitle', { name: node.name })}
            onClick={() => setDeleting(all.find((d) => d.id === node.id) ?? null)}
          >
            <Trash2 className="size-4" aria-hidden="true" />
          </button>
        )}
      </>
    );
  };

  const empty = (
    <p className="py-8 text-center text-sm text-ink-muted">{query ? t('departments.noMatch', { query }) : t('designations.empty')}</p>
  );

  const treeView =
    groups.length === 0 ? (
      empty
    ) : (
      <div className="flex flex-col gap-5" data-testid="designation-tree">
        {groups.map((g) => (
          <section key={g.id} aria-labelledby={`dg-${g.id}`}>
            <h2 id={`dg-${g.id}`} className="mb-1 flex items-center gap-2 text-sm font-semibold text-ink-muted">
              <Building2 className="size-4" aria-hidden="true" />
              {g.name}
            </h2>
            <TreeList
              roots={g.roots}
              idOf={idOf}
              labelOf={nameOf}
              visible={found?.visible ?? null}
              label={t('designations.treeOf', { name: g.name })}
              renderRow={(node) => <DesignationTreeRow node={node.item} query={query} actions={actions(node.item)} />}
            />
          </section>
        ))}
      </div>
    );

  const chartView =
    groups.length === 0 ? (
      empty
    ) : (
      <div className="flex flex-col gap-5" data-testid="designation-chart">
        {groups.map((g) => (
          <section key={g.id} aria-labelledby={`dc-${g.id}`}>
            <h2 id={`dc-${g.id}`} className="mb-2 text-sm font-semibold text-ink-muted">
              {g.name}
            </h2>
            <OrgChart
              roots={g.roots}
              idOf={idOf}
              label={t('designations.chartOf', { name: g.name })}
              renderNode={(node) => {
                const designation = byId.get(node.item.id);
                return (
                  <DesignationChartBox
                    node={node.item}
                    onOpen={can('update') && designation ? () => setDialog({ kind: 'edit', designation }) : undefined}
                  />
                );
              }}
            />
          </section>
        ))}
      </div>
    );

  const rows = useMemo(() => {
    const allowed = found?.matches;
    return (list.data ?? []).filter((d) => (!departmentId || d.departmentId === departmentId) && (!allowed || allowed.has(d.id)));
  }, [list.data, departmentId, found]);

  const listView = (
    <DataTable<Designation>
      caption={t('designations.listCaption')}
      rows={rows}
      rowKey={(d) => d.id}
      status="success"
      testId="designation-list"
      columns={[
        { key: 'name', header: t('designations.fields.name'), rowHeader: true, cell: (d) => <span className="font-medium">{d.name}</span> },
        { key: 'department', header: t('designations.fields.department'), cell: (d) => d.departmentName },
        { key: 'reportsTo', header: t('designations.fields.reportsTo'), cell: (d) => d.reportsToName ?? '—', hideBelow: 'sm' },
        { key: 'employees', header: t('designations.employees'), cell: (d) => n(d.employeeCount), align: 'end' },
      ]}
      rowActions={(d) => actions(d)}
      empty={empty}
    />
  );

  return (
    <div className="mx-auto max-w-7xl" data-testid="designations-page">
      <PageHeader
        title={t('screens.designation')}
        description={t('designations.description')}
        actions={
          can('create') && (
            <button
              type="button"
              className={buttonPrimary}
              onClick={() => setDialog({ kind: 'create', departmentId: departmentId || null, reportsToId: null })}
              data-testid="add-designation"
            >
              <Plus className="size-4" aria-hidden="true" />
              {t('designations.add')}
            </button>
          )
        }
      />
      <QueryState
        pending={chart.isPending || list.isPending || departments.isPending}
        error={chart.error ?? list.error ?? departments.error}
        onRetry={() => void Promise.all([chart.refetch(), list.refetch(), departments.refetch()])}
      >
        <StatTiles stats={stats} label={t('designations.stats.label')} />
        <Card>
          <FilterBar
            className="mb-4"
            search={<SearchInput value={query} onChange={setQuery} label={t('designations.search')} testId="designation-search" />}
          >
            <FilterSelect
              label={t('designations.fields.department')}
              value={departmentId}
              onChange={setDepartmentId}
              allLabel={t('designations.allDepartments')}
              options={departmentChoices}
              testId="designation-department-filter"
            />
          </FilterBar>
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
              {
                id: 'list',
                icon: List,
                label: t('views.list'),
                panel: listView,
              },
            ]}
          />
        </Card>
      </QueryState>
      {dialog && list.data && departments.data && (
        <DesignationDialog mode={dialog} designations={list.data} departments={departments.data} onClose={() => setDialog(null)} />
      )}
      {deleting && (
        <DeleteDialog
          title={t('designations.deleteTitle', { name: deleting.name })}
          message={t('designations.deleteConfirm', { name: deleting.name })}
          name={deleting.name}
          testId="designation-delete-dialog"
          onDelete={() => remove.mutateAsync(deleting.id)}
          onClose={() => setDeleting(null)}
        />
      )}
    </div>
  );
}
