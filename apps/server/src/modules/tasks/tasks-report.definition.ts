import { TASK_REPORT_FIELDS } from '@hcims/contracts/tasks';
import { sql } from 'drizzle-orm';
import { selectReport, withPeriod, type ReportDefinition, type ReportRequest } from '../../platform/reports/index.js';
import type { TasksPeoplePort } from './tasks.people-port.js';
import { visibleTo } from './tasks.repository.js';

/**
 * What the tasks module offers the report builder (ADR 0108): one row per task, within the
 * caller's tasks.reports scope as /TaskReports keeps to it (tasks assigned to, or helped with by,
 * someone the scope covers: oneself, the reporting line, the company). "Overdue" is derived on
 * the company's today: open and past its due date.
 */

const types = new Map(TASK_REPORT_FIELDS.map((f) => [f.key as string, f.type]));

const completion: ReportRequest = {
  entity: 'tasks',
  columns: ['taskName', 'assigneeName', 'status', 'progress', 'dueDate', 'completedOn', 'overdue'],
  filters: [{ field: 'status', operator: 'neq', value: 'cancelled' }],
  groupBy: { field: 'departmentName', summaryOnly: false },
  sort: [{ field: 'dueDate', direction: 'asc' }],
  includeFormer: false,
};

export function tasksReport(people: TasksPeoplePort): ReportDefinition {
  return {
    id: 'tasks',
    labelKey: 'reports.tasks',
    permission: 'tasks.reports:read',
    fields: TASK_REPORT_FIELDS.map((f) => ({
      key: f.key,
      type: f.type,
      column: f.column,
      groupable: f.groupable,
      sortable: f.sortable,
      ...('values' in f ? { values: f.values, translatedValues: true } : {}),
      // The task's status; exports' plain `fields.status` is an employee's.
      ...(f.key === 'status' ? { labelKey: 'fields.recordStatus' } : {}),
    })),
    countLabelKey: 'fields.countTasks',
    standardReports: [
      {
        key: 'task-completion-by-department',
        category: 'tasks',
        labelKey: 'reports.task-completion-by-department',
        request: completion,
        withParameters: withPeriod(completion, 'dueDate', 'month'),
      },
    ],
    query: (tx, query) => {
      const scope = visibleTo(people.employeesInScope({ companyId: query.companyId, userId: query.userId, scope: query.scope }));
      return selectReport(tx, query, {
        from: sql`tasks join employees on employees.id = tasks.assignee_id
          join departments on departments.id = employees.department_id
          join companies on companies.id = tasks.company_id`,
        where: [sql`tasks.company_id = ${query.companyId}`, ...(scope ? [scope] : [])],
        expressions: {
          taskName: sql`tasks.name`,
          assigneeName: sql`coalesce(nullif(trim(employees.preferred_name), ''), employees.first_name) || ' ' || employees.last_name`,
          departmentName: sql`departments.name`,
          priority: sql`tasks.priority`,
          status: sql`tasks.status`,
          weight: sql`tasks.weight`,
          progress: sql`tasks.progress`,
          startDate: sql`to_char(tasks.start_date, 'YYYY-MM-DD')`,
          dueDate: sql`to_char(tasks.due_date, 'YYYY-MM-DD')`,
          dueMonth: sql`to_char(tasks.due_date, 'YYYY-MM')`,
          completedOn: sql`to_char(tasks.completed_at at time zone companies.time_zone, 'YYYY-MM-DD')`,
          overdue: sql`case when tasks.status in ('pending', 'in_progress') and tasks.due_date < ${query.asOf}::date then 'yes' else 'no' end`,
          assigneeId: sql`tasks.assignee_id`,
          departmentId: sql`employees.department_id`,
        },
        types,
        tieBreak: [sql`tasks.due_date asc`, sql`tasks.id asc`],
      });
    },
  };
}
