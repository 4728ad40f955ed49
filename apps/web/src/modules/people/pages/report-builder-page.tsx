import { STANDARD_REPORT_KEYS, type ReportEntity } from '@hcims/contracts/people';
import { useMemo, useState } from 'react';
import {
  fromDefinition,
  indexFields,
  LoadState,
  ReportBuilder,
  useBuilderOptions,
  useQueryParams,
  useReportHub,
  useSavedReport,
  startFor,
  type FieldOption,
} from '../reports';

type Start = ReturnType<typeof fromDefinition> & { saved: Parameters<typeof ReportBuilder>[0]['saved'] };

/**
 * /config_reports: the report builder. ?saved=<id> opens a saved report, ?from=<key> starts from a
 * ready-made report of the hub; the builder mounts once the fields (and that definition) are known.
 * When the builder saves, the address follows (?saved=<new id>) without starting it afresh.
 */
export function ReportBuilderPage() {
  const [params] = useQueryParams();
  const savedId = params.get('saved');
  const from = params.get('from');
  const options = useBuilderOptions();
  const saved = useSavedReport(savedId);
  const hub = useReportHub();
  // The entities the caller may report on (ADR 0108), each with the fields they may use.
  const catalogue = useMemo(
    () => new Map<ReportEntity, readonly FieldOption[]>((options.data?.entities ?? []).map((e) => [e.entity, e.fields])),
    [options.data],
  );

  const computed = useMemo((): Start | null => {
    if (!options.data) return null;
    const fieldsOf = (entity: ReportEntity | undefined) => indexFields(catalogue.get(entity ?? 'employees') ?? []);
    if (savedId) {
      return saved.data ? { ...fromDefinition(saved.data.definition, fieldsOf(saved.data.definition.entity)), saved: saved.data } : null;
    }
    if (from && (STANDARD_REPORT_KEYS as readonly string[]).includes(from)) {
      if (!hub.data) return null;
      const definition = hub.data.reports.find((r) => r.key === from)?.definition;
      if (definition) return { ...fromDefinition(definition, fieldsOf(definition.entity)), saved: null };
    }
    // A new report: of employees when the caller may report on them, else of the first entity they may.
    const entity: ReportEntity = catalogue.has('employees') ? 'employees' : ([...catalogue.keys()][0] ?? 'employees');
    return { state: startFor(entity, catalogue.get(entity) ?? []), dropped: [], saved: null };
  }, [options.data, savedId, saved.data, from, hub.data, catalogue]);

  const wanted = `${savedId ?? ''}|${from ?? ''}`;
  const [ownSave, setOwnSave] = useState<string | null>(null);
  const [mounted, setMounted] = useState<{ key: string; start: Start } | null>(null);
  // A new address starts the builder afresh, except the one its own save led to.
  const key = mounted && ownSave !== null && savedId === ownSave ? mounted.key : wanted;
  if (computed && (!mounted || mounted.key !== key)) setMounted({ key, start: computed });

  const showing = mounted && mounted.key === key ? mounted : null;
  const pending = !showing && (options.isPending || (!!savedId && saved.isPending) || (!!from && hub.isPending));
  const error = showing ? null : (options.error ?? (savedId ? saved.error : null));
  return (
    <LoadState
      query={{ isPending: pending, error, refetch: () => Promise.all([options.refetch(), saved.refetch()]) as never }}
      scope="reports"
    >
      {showing && (
        <ReportBuilder
          key={showing.key}
          catalogue={catalogue}
          initial={{ ...showing.start.state, revision: 0 }}
          saved={showing.start.saved}
          dropped={showing.start.dropped}
          onSavedAs={setOwnSave}
        />
      )}
    </LoadState>
  );
}
