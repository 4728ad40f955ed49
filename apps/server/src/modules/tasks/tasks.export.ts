import type { TaskExportQuerySchema, TaskPriority, TaskStatus } from '@hcims/contracts/tasks';
import type { z } from 'zod';
import type { ExportLanguage, ExportRow, ExportTable } from '../../platform/exports/index.js';
import type { RequestCtx } from '../../platform/request/index.js';
import { allTasks } from './task-list.repository.js';
import * as repo from './tasks.repository.js';
import { isOverdue } from './tasks.rules.js';
import { callerScope, companyToday, type TasksDeps } from './tasks.service.js';

/** The filtered task list as a file (CSV, XLSX, PDF), headers and values in the export's language (the `exports` namespace). */

const EXPORT_LIMIT = 20_000;

type Labels = {
  chrome: { generated: string; page: string };
  tasks: {
    title: string;
    fields: Record<'name' | 'assignee' | 'department' | 'priority' | 'status' | 'startDate' | 'dueDate' | 'progress' | 'weight', string>;
    status: Record<TaskStatus | 'overdue', string>;
    priority: Record<TaskPriority, string>;
  };
};

export async function tasksTable(
  deps: TasksDeps,
  ctx: RequestCtx,
  query: Omit<z.output<typeof TaskExportQuerySchema>, 'format' | 'lng'>,
  { code, labels, direction }: ExportLanguage<Labels>,
): Promise<ExportTable> {
  const caller = callerScope(ctx, 'tasks.tasks:read');
  const today = await companyToday(ctx);
  const rows = await allTasks(ctx.tx, deps.people.employeesInScope, caller, query, today, EXPORT_LIMIT);
  const l = labels.tasks;
  const f = l.fields;
  return {
    title: l.title,
    columns: [
      { key: 'name', label: f.name },
      { key: 'assignee', label: f.assignee },
      { key: 'department', label: f.department },
      { key: 'priority', label: f.priority },
      { key: 'status', label: f.status },
      { key: 'startDate', label: f.startDate, type: 'date' },
      { key: 'dueDate', label: f.dueDate, type: 'date' },
      { key: 'progress', label: f.progress, type: 'number' },
      { key: 'weight', label: f.weight, type: 'number' },
    ],
    rows: rows.map((r): ExportRow => {
      const status = r.status as TaskStatus;
      const overdue = isOverdue({ dueDate: r.dueDate, status }, today);
      return {
        name: r.name,
        assignee: r.assigneeName,
        department: r.departmentName,
        priority: l.priority[r.priority as TaskPriority],
        status: overdue ? `${l.status[status]} (${l.status.overdue})` : l.status[status],
        startDate: r.startDate,
        dueDate: r.dueDate,
        progress: r.progress,
        weight: r.weight,
      };
    }),
    direction,
    locale: code,
    timeZone: await repo.companyTimeZone(ctx.tx, ctx.companyId),
    generatedAt: ctx.now,
    labels: labels.chrome,
  };
}
