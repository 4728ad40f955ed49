import { STANDARD_REPORT_KEYS } from '@hcims/contracts/people';
import { useMemo, useState } from 'react';
import {
  fromDefinition,
  indexFields,
  initialBuilderState,
  LoadState,
  ReportBuilder,
  useBuilderOptions,
  useQueryParams,
  useReportHub,
  useSavedReport,
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
  const fields = useMemo(() => indexFields(options.data?.entities.find((e) => e.entity === 'employees')?.fields ?? []), [options.data]);

  const computed = useMemo((): Start | null => {
    if (!options.data) return null;
    if (savedId) return saved.data ? { ...fromDefinition(saved.data.definition, fields), saved: saved.data } : null;
    if (from && (STANDARD_REPORT_KEYS as readonly string[]).includes(from)) {
      if (!hub.data) return null;
      const definition = hub.data.reports.find((r) => r.key === from)?.definition;
      if (definition) return { ...fromDefinition(definition, fields), saved: null };
    }
    return { state: initialBuilderState, dropped: [], saved: null };
  }, [options.data, savedId, saved.data, from, hub.data, fields]);

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
          fields={fields}
          initial={{ ...showing.start.state, revision: 0 }}
          saved={showing.start.saved}
          dropped={showing.start.dropped}
          onSavedAs={setOwnSave}
        />
      )}
    </LoadState>
  );
}
