import type { ReportEntity, SavedReport } from '@hcims/contracts/people';
import { useQueryClient } from '@tanstack/react-query';
import { Save, Share2 } from 'lucide-react';
import { useMemo, useReducer, useState } from 'react';
import { hasPermission, useSession } from '../../../../shared/lib/session';
import { useTranslation } from '../../../../shared/lib/use-translation';
import { buttonPrimary, buttonSecondary } from '../../../../shared/ui/button-styles';
import { Select } from '../../../../shared/ui/form';
import { Badge, Card, PageHeader } from '../../../../shared/ui/table';
import { reportKeys, useReportRun } from '../api';
import {
  builderReducer,
  ColumnsEditor,
  indexFields,
  startFor,
  FiltersEditor,
  GroupingSortEditor,
  SaveDialog,
  ShareDialog,
  toDefinition,
  type BuilderState,
  type FieldOption,
  type SaveMode,
} from '../builder';
import { columnLabel, useDebounced, useQueryParams } from '../lib';
import { DefinitionExportButtons } from './export-buttons';
import { ReportResultPanel } from './report-result';

export type BuilderProps = {
  /** The fields of each entity the caller may report on, in the server's order. */
  catalogue: ReadonlyMap<ReportEntity, readonly FieldOption[]>;
  initial: BuilderState;
  saved: SavedReport | null;
  /** Fields of the loaded definition this viewer may not use (left out). */
  dropped: readonly string[];
  /** Told the id of a report it saved, before the address changes to it. */
  onSavedAs: (id: string) => void;
};

/** The report builder: definition on one side, a live preview (one page) on the other; save, share, export. */
export function ReportBuilder({ catalogue, initial, saved, dropped, onSavedAs }: BuilderProps) {
  const { t } = useTranslation('people');
  const client = useQueryClient();
  const permissions = useSession((s) => s.permissions);
  const [, setParams] = useQueryParams();
  const [entity, setEntity] = useState<ReportEntity>(initial.entity);
  const fields = useMemo(() => indexFields(catalogue.get(entity) ?? []), [catalogue, entity]);
  const reducer = useMemo(() => builderReducer(fields), [fields]);
  const [state, dispatch] = useReducer(reducer, initial);
  // Another entity starts a report of its own: its fields, its first columns.
  const pickEntity = (next: ReportEntity) => {
    setEntity(next);
    dispatch({ type: 'load', state: startFor(next, catalogue.get(next) ?? []) });
  };
  const [current, setCurrent] = useState<SavedReport | null>(saved);
  const [saving, setSaving] = useState<SaveMode | null>(null);
  const [sharing, setSharing] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(25);

  const { definition, issues } = toDefinition(state, fields);
  const ready = issues.length === 0;
  const settled = useDebounced(ready ? definition : null);
  const run = useReportRun(settled, page, pageSize);
  const title = current?.name ?? t('reportBuilder.untitled');
  const mine = current?.mine ?? false;
  const dirty = state.revision !== initial.revision;

  const reload = () => {
    void client.invalidateQueries({ queryKey: reportKeys.saved });
    window.location.reload();
  };
  const onSaved = (report: SavedReport) => {
    setSaving(null);
    setCurrent(report);
    setNotice(t('reportBuilder.saved', { name: report.name }));
    onSavedAs(report.id);
    setParams({ saved: report.id, from: null });
  };

  return (
    <div className="mx-auto max-w-7xl" data-testid="report-builder">
      <PageHeader
        title={t('screens.configReports')}
        description={
          <span className="inline-flex flex-wrap items-center gap-2">
            {current ? (
              <>
                <span className="font-medium text-ink">{current.name}</span>
                {!mine && <Badge>{t('reports.sharedWithYou')}</Badge>}
              </>
            ) : (
              t('reportBuilder.description')
            )}
          </span>
        }
        actions={
          <>
            {hasPermission(permissions, 'people.reports:create') && (
              <button
                type="button"
                className={mine ? buttonSecondary : buttonPrimary}
                disabled={!ready}
                onClick={() => setSaving({ kind: 'new' })}
                data-testid="save-as-new"
              >
                <Save className="size-4" aria-hidden="true" />
                {t(mine ? 'reportBuilder.saveAsNew' : 'reportBuilder.saveNew')}
              </button>
            )}
            {current && mine && hasPermission(permissions, 'people.reports:update') && (
              <>
                <button
                  type="button"
                  className={buttonPrimary}
                  disabled={!ready}
                  onClick={() => setSaving({ kind: 'update', report: current })}
                  data-testid="save-changes"
                >
                  <Save className="size-4" aria-hidden="true" />
                  {t('reportBuilder.saveChanges')}
                </button>
                <button type="button" className={buttonSecondary} onClick={() => setSharing(true)} data-testid="share-report">
                  <Share2 className="size-4" aria-hidden="true" />
                  {t('reportBuilder.share')}
                </button>
              </>
            )}
          </>
        }
      />
      {notice && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm text-ink"
          data-testid="builder-notice"
        >
          {notice}
        </p>
      )}
      {dropped.length > 0 && (
        <p className="mb-4 rounded-lg border border-line bg-surface-muted px-4 py-3 text-sm text-ink">
          {t('reportBuilder.dropped', { fields: dropped.map((f) => columnLabel(t, f, state.entity)).join(', ') })}
        </p>
      )}
      <div className="grid grid-cols-[minmax(0,1fr)] items-start gap-5 lg:grid-cols-[24rem_minmax(0,1fr)]">
        <Card title={t('reportBuilder.definition')} bodyClassName="flex flex-col gap-5 p-4">
          <Select
            label={t('reportBuilder.entity')}
            options={[...catalogue.keys()].map((e) => ({ value: e, label: t(`reportBuilder.entities.${e}`) }))}
            value={state.entity}
            onChange={(e) => pickEntity(e.target.value as ReportEntity)}
            hint={t(`reportBuilder.entityHints.${state.entity}`)}
            data-testid="builder-entity"
          />
          <ColumnsEditor entity={state.entity} columns={state.columns} fields={fields} dispatch={dispatch} />
          <FiltersEditor entity={state.entity} filters={state.filters} fields={fields} issues={issues} dispatch={dispatch} />
          <GroupingSortEditor state={state} fields={fields} dispatch={dispatch} />
        </Card>
        <Card
          title={t('reportBuilder.preview')}
          actions={<DefinitionExportButtons definition={ready ? definition : null} title={title} />}
          testId="builder-preview"
        >
          {dirty && current && <p className="mb-3 text-xs text-ink-muted">{t('reportBuilder.unsaved')}</p>}
          <ReportResultPanel
            query={run}
            caption={title}
            idle={ready ? undefined : t('reportBuilder.incomplete')}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </Card>
      </div>
      {saving && <SaveDialog mode={saving} definition={definition} onClose={() => setSaving(null)} onSaved={onSaved} onReload={reload} />}
      {sharing && current && (
        <ShareDialog
          report={current}
          onClose={() => setSharing(false)}
          onReload={reload}
          onShared={(report) => {
            setSharing(false);
            setCurrent(report);
            setNotice(t('reportBuilder.shared', { name: report.name }));
          }}
        />
      )}
    </div>
  );
}
