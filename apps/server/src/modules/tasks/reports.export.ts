import type { TaskReport } from '@hcims/contracts/tasks';
import type { ExportLanguage, ExportRow, ExportTable } from '../../platform/exports/index.js';
import type { RequestCtx } from '../../platform/request/index.js';
import { companyTimeZone } from './tasks.repository.js';

/** A task report as a file, headers in the export's language (`exports:tasks.report`). */

export type ReportLabels = {
  chrome: { generated: string; page: string };
  tasks: {
    report: {
      progress: string;
      subordinates: string;
      fields: Record<
        | 'person'
        | 'department'
        | 'total'
        | 'pending'
        | 'inProgress'
        | 'completed'
        | 'overdue'
        | 'completionRate'
        | 'onTimeRate'
        | 'averageProgress',
        string
      >;
    };
  };
};

const percent = (v: number | null) => (v === null ? '' : `${Math.round(v * 100)}%`);

export async function reportTable(
  ctx: RequestCtx,
  report: TaskReport,
  kind: 'progress' | 'subordinates',
  groupBy: 'person' | 'department',
  { code, labels, direction }: ExportLanguage<ReportLabels>,
): Promise<ExportTable> {
  const l = labels.tasks.report;
  const f = l.fields;
  const byPerson = groupBy === 'person';
  return {
    title: `${l[kind]} ${report.from} – ${report.to}`,
    columns: [
      { key: 'name', label: byPerson ? f.person : f.department },
      ...(byPerson ? [{ key: 'departmentName', label: f.department }] : []),
      { key: 'total', label: f.total, type: 'number' as const },
      { key: 'pending', label: f.pending, type: 'number' as const },
      { key: 'inProgress', label: f.inProgress, type: 'number' as const },
      { key: 'completed', label: f.completed, type: 'number' as const },
      { key: 'overdue', label: f.overdue, type: 'number' as const },
      { key: 'completionRate', label: f.completionRate },
      { key: 'onTimeRate', label: f.onTimeRate },
      { key: 'averageProgress', label: f.averageProgress },
    ],
    rows: report.rows.map((r): ExportRow => ({
      ...r,
      completionRate: percent(r.completionRate),
      onTimeRate: percent(r.onTimeRate),
      averageProgress: `${r.averageProgress}%`,
    })),
    direction,
    locale: code,
    timeZone: await companyTimeZone(ctx.tx, ctx.companyId),
    generatedAt: ctx.now,
    labels: labels.chrome,
  };
}
