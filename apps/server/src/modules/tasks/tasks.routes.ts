import {
  BulkAssignResultSchema,
  BulkAssignTaskSchema,
  TaskMentionableSchema,
  TaskReassignmentListSchema,
  CreateTaskCommentSchema,
  CreateTaskSeriesSchema,
  TaskSeriesListSchema,
  TaskSeriesSchema,
  UpdateTaskSeriesSchema,
  CreateTaskSchema,
  CreateTaskUpdateSchema,
  TaskCommentListSchema,
  TaskCommentSchema,
  TaskDashboardSchema,
  TaskExportQuerySchema,
  TaskIdParamsSchema,
  TaskListQuerySchema,
  TaskOptionsSchema,
  TaskPageSchema,
  TaskProgressSchema,
  TaskReportExportQuerySchema,
  TaskReportQuerySchema,
  TaskReportSchema,
  TaskSchema,
  TaskUpdateListSchema,
  UpdateTaskSchema,
} from '@hcims/contracts/tasks';
import { NoContentSchema } from '@hcims/contracts/platform';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/auth/index.js';
import { exportLanguage, exportTable } from '../../platform/exports/index.js';
import { exportFileResponse } from '../../platform/http/responses.js';
import { requestRunner } from '../../platform/request/index.js';
import { sendDownload, type Storage } from '../../platform/storage/index.js';
import { registerAttachmentRoutes } from './attachments.routes.js';
import { registerAnnouncementRoutes } from './announcements.routes.js';
import { addComment, listComments, mentionable } from './comments.service.js';
import { taskDashboard } from './dashboard.service.js';
import { reportTable, type ReportLabels } from './reports.export.js';
import { progressReport, subordinateReport } from './reports.service.js';
import type { TasksPeoplePort } from './tasks.people-port.js';
import { tasksTable } from './tasks.export.js';
import * as series from './series.service.js';
import * as service from './tasks.service.js';

const tags = ['tasks'];

export type TasksRouteDeps = { database: Pick<Database, 'db'>; clock: Clock; people: TasksPeoplePort; storage: Storage };

/** /api/tasks: tasks with their progress history, the tasks dashboard and announcements. */
export function registerTasksRoutes(app: FastifyInstance, deps: TasksRouteDeps): void {
  const run = requestRunner(deps);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const d = { people: deps.people };

  api.get(
    '/api/tasks/tasks',
    {
      schema: {
        tags,
        summary: 'One page of the tasks the caller may see',
        querystring: TaskListQuerySchema,
        response: { 200: TaskPageSchema },
      },
      config: { permission: 'tasks.tasks:read' },
    },
    (request) => run(request, (ctx) => service.listTasks(d, ctx, request.query)),
  );

  api.get(
    '/api/tasks/tasks/export',
    {
      schema: {
        tags,
        summary: 'The filtered task list as CSV, XLSX or PDF (attachment)',
        querystring: TaskExportQuerySchema,
        response: { 200: exportFileResponse },
      },
      config: { permission: 'tasks.tasks:read' },
    },
    async (request, reply) => {
      const { format, lng, ...query } = request.query;
      const header = request.headers['accept-language'];
      const language = exportLanguage<Parameters<typeof tasksTable>[3]['labels']>(
        lng,
        typeof header === 'string' ? header : undefined,
        format,
      );
      const table = await run(request, (ctx) => tasksTable(d, ctx, query, language));
      const file = await exportTable(table, format);
      return sendDownload(reply, {
        body: file.body,
        contentType: file.contentType,
        fileName: `tasks.${file.extension}`,
        size: file.body.length,
      });
    },
  );

  api.get(
    '/api/tasks/tasks/options',
    {
      schema: { tags, summary: 'Whom the caller may assign tasks to, and the departments', response: { 200: TaskOptionsSchema } },
      config: { permission: 'tasks.tasks:read' },
    },
    (request) => run(request, (ctx) => service.taskOptions(d, ctx)),
  );

  api.post(
    '/api/tasks/tasks',
    {
      schema: { tags, summary: 'Assign a task', body: CreateTaskSchema, response: { 201: TaskSchema } },
      config: { permission: 'tasks.tasks:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.createTask(d, ctx, request.body))),
  );

  api.post(
    '/api/tasks/tasks/bulk',
    {
      schema: {
        tags,
        summary:
          'Assign one task to every current member of a department the caller may assign to (at most 500, else 422 TASKS_BULK_TOO_MANY)',
        body: BulkAssignTaskSchema,
        response: { 201: BulkAssignResultSchema },
      },
      config: { permission: 'tasks.tasks:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => service.bulkAssign(d, ctx, request.body))),
  );

  api.get(
    '/api/tasks/tasks/:id/reassignments',
    {
      schema: {
        tags,
        summary: 'A task’s changes of assignee (from, to, by whom, when, why), newest first',
        params: TaskIdParamsSchema,
        response: { 200: TaskReassignmentListSchema },
      },
      config: { permission: 'tasks.tasks:read' },
    },
    (request) => run(request, (ctx) => service.listReassignments(d, ctx, request.params.id)),
  );

  api.get(
    '/api/tasks/tasks/:id/mentionable',
    {
      schema: {
        tags,
        summary: 'Whom a comment on the task may mention: its participants, its assigner and those above them',
        params: TaskIdParamsSchema,
        response: { 200: TaskMentionableSchema },
      },
      config: { permission: 'tasks.tasks:read' },
    },
    (request) => run(request, (ctx) => mentionable(d, ctx, request.params.id)),
  );

  api.get(
    '/api/tasks/series',
    {
      schema: { tags, summary: 'The recurring task series of people the caller may assign to', response: { 200: TaskSeriesListSchema } },
      config: { permission: 'tasks.tasks:create' },
    },
    (request) => run(request, (ctx) => series.listSeries(d, ctx)),
  );

  api.post(
    '/api/tasks/series',
    {
      schema: {
        tags,
        summary: 'Assign a recurring task: its occurrences up to two weeks ahead are made at once, later ones by the hourly job',
        body: CreateTaskSeriesSchema,
        response: { 201: TaskSeriesSchema },
      },
      config: { permission: 'tasks.tasks:create' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => series.createSeries(d, ctx, request.body))),
  );

  api.get(
    '/api/tasks/series/:id',
    {
      schema: { tags, summary: 'One recurring task series', params: TaskIdParamsSchema, response: { 200: TaskSeriesSchema } },
      config: { permission: 'tasks.tasks:create' },
    },
    (request) => run(request, (ctx) => series.getSeries(d, ctx, request.params.id)),
  );

  api.patch(
    '/api/tasks/series/:id',
    {
      schema: {
        tags,
        summary: 'Change or stop a series: its future occurrences not yet started nor edited on their own are made again',
        params: TaskIdParamsSchema,
        body: UpdateTaskSeriesSchema,
        response: { 200: TaskSeriesSchema },
      },
      config: { permission: 'tasks.tasks:create' },
    },
    (request) => run(request, (ctx) => series.updateSeries(d, ctx, request.params.id, request.body)),
  );

  api.get(
    '/api/tasks/tasks/:id',
    {
      schema: { tags, summary: 'One task', params: TaskIdParamsSchema, response: { 200: TaskSchema } },
      config: { permission: 'tasks.tasks:read' },
    },
    (request) => run(request, (ctx) => service.getTask(d, ctx, request.params.id)),
  );

  api.patch(
    '/api/tasks/tasks/:id',
    {
      schema: {
        tags,
        summary: 'Change what a task asks (with its version); the assigner’s',
        params: TaskIdParamsSchema,
        body: UpdateTaskSchema,
        response: { 200: TaskSchema },
      },
      config: { permission: 'tasks.tasks:update' },
    },
    (request) => run(request, (ctx) => service.updateTask(d, ctx, request.params.id, request.body)),
  );

  api.delete(
    '/api/tasks/tasks/:id',
    {
      schema: { tags, summary: 'Delete a task', params: TaskIdParamsSchema, response: { 204: NoContentSchema } },
      config: { permission: 'tasks.tasks:delete' },
    },
    async (request, reply) => {
      const keys = await run(request, (ctx) => service.deleteTask(d, ctx, request.params.id));
      for (const key of keys) await deps.storage.delete(key);
      return reply.code(204).send();
    },
  );

  api.get(
    '/api/tasks/tasks/:id/updates',
    {
      schema: {
        tags,
        summary: 'A task’s progress history, newest first',
        params: TaskIdParamsSchema,
        response: { 200: TaskUpdateListSchema },
      },
      config: { permission: 'tasks.tasks:read' },
    },
    (request) => run(request, (ctx) => service.listProgress(d, ctx, request.params.id)),
  );

  api.post(
    '/api/tasks/tasks/:id/updates',
    {
      schema: {
        tags,
        summary: 'Report progress: percent, status (allowed transitions only) and a note; its file, if any, is sent next',
        params: TaskIdParamsSchema,
        body: CreateTaskUpdateSchema,
        response: { 201: TaskProgressSchema },
      },
      config: { permission: 'tasks.tasks:update' },
    },
    async (request, reply) =>
      reply.code(201).send(await run(request, (ctx) => service.addProgress(d, ctx, request.params.id, request.body))),
  );

  api.get(
    '/api/tasks/tasks/:id/comments',
    {
      schema: { tags, summary: 'A task’s comments, oldest first', params: TaskIdParamsSchema, response: { 200: TaskCommentListSchema } },
      config: { permission: 'tasks.tasks:read' },
    },
    (request) => run(request, (ctx) => listComments(d, ctx, request.params.id)),
  );

  api.post(
    '/api/tasks/tasks/:id/comments',
    {
      schema: {
        tags,
        summary: 'Comment on a task',
        params: TaskIdParamsSchema,
        body: CreateTaskCommentSchema,
        response: { 201: TaskCommentSchema },
      },
      config: { permission: 'tasks.tasks:update' },
    },
    async (request, reply) => reply.code(201).send(await run(request, (ctx) => addComment(d, ctx, request.params.id, request.body))),
  );

  api.get(
    '/api/tasks/dashboard',
    {
      schema: { tags, summary: 'Task counts by status for today, the week, month and year', response: { 200: TaskDashboardSchema } },
      config: { permission: 'tasks.reports:read' },
    },
    (request) => run(request, (ctx) => taskDashboard(d, ctx)),
  );

  api.get(
    '/api/tasks/reports/progress',
    {
      schema: {
        tags,
        summary: 'Progress and completion of the tasks due in a period, by person or department',
        querystring: TaskReportQuerySchema,
        response: { 200: TaskReportSchema },
      },
      config: { permission: 'tasks.reports:read' },
    },
    (request) => run(request, (ctx) => progressReport(d, ctx, request.query)),
  );

  api.get(
    '/api/tasks/reports/subordinates',
    {
      schema: {
        tags,
        summary: 'Progress and completion of everyone below the caller in the reporting line',
        querystring: TaskReportQuerySchema,
        response: { 200: TaskReportSchema },
      },
      config: { permission: 'tasks.reports:read' },
    },
    (request) => run(request, (ctx) => subordinateReport(d, ctx, request.query)),
  );

  for (const kind of ['progress', 'subordinates'] as const) {
    api.get(
      `/api/tasks/reports/${kind}/export`,
      {
        schema: {
          tags,
          summary: `The ${kind} report as CSV, XLSX or PDF (attachment)`,
          querystring: TaskReportExportQuerySchema,
          response: { 200: exportFileResponse },
        },
        config: { permission: 'tasks.reports:read' },
      },
      async (request, reply) => {
        const { format, lng, ...query } = request.query;
        const header = request.headers['accept-language'];
        const language = exportLanguage<ReportLabels>(lng, typeof header === 'string' ? header : undefined, format);
        const groupBy = kind === 'subordinates' ? 'person' : query.groupBy;
        const table = await run(request, async (ctx) =>
          reportTable(ctx, await (kind === 'progress' ? progressReport : subordinateReport)(d, ctx, query), kind, groupBy, language),
        );
        const file = await exportTable(table, format);
        return sendDownload(reply, {
          body: file.body,
          contentType: file.contentType,
          fileName: `task-report.${file.extension}`,
          size: file.body.length,
        });
      },
    );
  }

  registerAnnouncementRoutes(app, run, deps.storage);
  registerAttachmentRoutes(app, run, d, deps.storage);
}
