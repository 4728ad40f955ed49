import type { ColumnMappingInput, ImportJob, ImportMode } from '@hcims/contracts/people';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../../db/client.js';
import type { Clock } from '../../../platform/auth/index.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { failedRowsCsv, suggestMapping, type ImportFile } from '../../../platform/imports/index.js';
import { audit, requestRunner, type RequestCtx, type RequestSession } from '../../../platform/request/index.js';
import { validateEmployeeImport } from './import.checks.js';
import * as repo from './import.repository.js';
import {
  canWriteSensitive,
  executeImport,
  groupEmailsOf,
  issuesOf,
  readImport,
  readJobFile,
  tenantOf,
  type EmployeeWriter,
  type LiveProgress,
} from './import-run.js';
import { importFieldsFor } from './import.rules.js';

/**
 * Bulk import of employees (ADR 0020). Upload keeps the file in the import row; a preview
 * validates it with the chosen mapping; a run validates again and writes every row in ONE
 * transaction of its own, in this process, after the request that started it has answered
 * (import-run.ts). The use cases of the import's requests take the request's context and run in
 * its transaction; the factory holds what outlives a request: the runs of this process and
 * their live progress.
 */

export type ImportServiceDeps = {
  database: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  writer: EmployeeWriter;
  /** A running import whose heartbeat is older than this is reported as interrupted (default 30 s). */
  staleAfterMs?: number;
  /** How often progress is written on PostgreSQL (default 500 ms). */
  progressIntervalMs?: number;
};

const PREVIEW_ISSUES = 200;
const SAMPLE_ROWS = 5;

/** A run started in a request's transaction, to launch once that transaction has committed. */
export type StartedImport = { job: repo.JobInfo; session: RequestSession };

const notFound = () => AppError.notFound('Import');

export type ImportService = ReturnType<typeof createImportService>;

export function createImportService(deps: ImportServiceDeps) {
  const { database, clock } = deps;
  const staleAfterMs = deps.staleAfterMs ?? 30_000;
  const runDeps = { ...deps, progressIntervalMs: deps.progressIntervalMs ?? 500 };
  /** Imports running in this process, with their live progress (PGlite cannot write it mid-transaction). */
  const running = new Map<string, LiveProgress>();
  const background = new Set<Promise<void>>();

  function toDto(row: repo.JobInfo): ImportJob {
    const live = running.get(row.id);
    const processed = live?.processed ?? row.processedRows;
    const toProcess = live?.toProcess ?? row.toProcess;
    const percent = row.status === 'completed' ? 100 : toProcess > 0 ? Math.min(99, Math.floor((processed / toProcess) * 100)) : 0;
    return {
      id: row.id,
      status: row.status,
      fileName: row.fileName,
      format: row.format,
      headers: row.headers,
      mapping: row.mapping,
      mode: row.mode,
      totalRows: row.totalRows,
      validRows: row.validRows,
      invalidRows: row.invalidRows,
      issueCount: row.issues ? row.issues.length : null,
      toProcess,
      processedRows: processed,
      importedRows: row.importedRows,
      progressPercent: percent,
      error: row.errorCode ? { code: row.errorCode, message: row.errorMessage ?? '' } : null,
      resumable: row.status === 'failed' && row.mapping !== null && row.hasFile,
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  /** A run whose process died: nothing was committed (one transaction), so it is failed and can be run again. */
  function isStale(row: repo.JobInfo): boolean {
    if (row.status !== 'running' || running.has(row.id)) return false;
    // PGlite is one process: a run this process does not know about died with a previous one.
    if (database.kind === 'pglite') return true;
    return !row.heartbeatAt || clock().getTime() - row.heartbeatAt.getTime() > staleAfterMs;
  }

  async function markInterrupted(ctx: RequestCtx, id: string): Promise<void> {
    await repo.updateJobIn(ctx.tx, id, ['running'], {
      status: 'failed',
      errorCode: 'IMPORT_INTERRUPTED',
      errorMessage:
        'The import stopped before it finished (the server restarted or lost its database connection); nothing was imported. Run it again.',
      processedRows: 0,
      importedRows: 0,
      finishedAt: ctx.now,
      updatedAt: ctx.now,
    });
  }

  async function load(ctx: RequestCtx, id: string): Promise<repo.JobInfo> {
    const row = await repo.findJob(ctx.tx, ctx.companyId, id);
    if (!row) throw notFound();
    if (isStale(row)) {
      await markInterrupted(ctx, id);
      return load(ctx, id);
    }
    return row;
  }

  function assertNotBusy(row: repo.JobInfo): void {
    if (row.status === 'running') throw new AppError('IMPORT_RUNNING', 'This import is running; wait for it to finish', { status: 409 });
    if (row.status === 'completed') throw new AppError('IMPORT_ALREADY_COMPLETED', 'This import has already completed', { status: 409 });
  }

  // ---- Upload, preview ----

  async function upload(ctx: RequestCtx, input: { fileName: string; body: Buffer }) {
    const file = await readImport(input.body);
    const fields = importFieldsFor(canWriteSensitive(ctx));
    const nonEmpty = file.rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
    const row = await repo.insertJob(ctx.tx, {
      companyId: ctx.companyId,
      createdBy: ctx.userId,
      fileName: input.fileName.slice(0, 200) || 'import',
      format: file.format,
      file: input.body,
      headers: file.headers,
      totalRows: nonEmpty.length,
      createdAt: ctx.now,
      updatedAt: ctx.now,
    });
    await audit(ctx, 'people.import-uploaded', { type: 'employee-import', id: row.id }, null, {
      fileName: row.fileName,
      format: file.format,
      rows: nonEmpty.length,
    });
    return {
      job: toDto(row),
      suggestedMapping: Object.fromEntries(
        Object.entries(suggestMapping(file.headers, fields)).map(([header, field]) => [header, field ?? null]),
      ),
      sampleRows: nonEmpty.slice(0, SAMPLE_ROWS).map((r) => ({ row: r.row, cells: file.headers.map((_, i) => r.cells[i] ?? '') })),
      fields: fields.map((f) => ({ field: f.field, required: f.required ?? false, sensitive: f.field.startsWith('salary'), hint: f.hint })),
    };
  }

  async function preview(ctx: RequestCtx, id: string, mapping: ColumnMappingInput) {
    const row = await load(ctx, id);
    assertNotBusy(row);
    const file = await readJobFile(await repo.jobFiles(ctx.tx, ctx.companyId, id));
    const tenant = tenantOf(ctx);
    const emails = await groupEmailsOf(ctx.tx, tenant, file, mapping);
    const { report } = await validateEmployeeImport({
      tx: ctx.tx,
      ctx: tenant,
      file,
      mapping,
      canWriteSensitive: canWriteSensitive(ctx),
      takenInGroup: (wanted) => emails.filter((e) => wanted.includes(e)),
      sendInvitation: true,
    });
    const issues = issuesOf(report);
    const updated = await repo.updateJobIn(ctx.tx, id, ['uploaded', 'validated', 'failed'], {
      status: 'validated',
      mapping,
      validRows: report.validRows.length,
      invalidRows: report.invalidRows.length,
      issues,
      errorCode: null,
      errorMessage: null,
      updatedAt: ctx.now,
    });
    if (!updated) throw new AppError('IMPORT_RUNNING', 'This import started meanwhile', { status: 409 });
    return {
      job: toDto(updated),
      emptyRows: report.emptyRows,
      invalidRowNumbers: report.invalidRows,
      issues: issues.slice(0, PREVIEW_ISSUES),
    };
  }

  async function get(ctx: RequestCtx, id: string): Promise<ImportJob> {
    return toDto(await load(ctx, id));
  }

  async function list(ctx: RequestCtx): Promise<ImportJob[]> {
    const rows = await repo.recentJobs(ctx.tx, ctx.companyId, 50);
    const stale = rows.filter(isStale);
    for (const row of stale) await markInterrupted(ctx, row.id);
    return stale.length > 0 ? list(ctx) : rows.map(toDto);
  }

  async function issues(ctx: RequestCtx, id: string, page: number, pageSize: number) {
    const row = await load(ctx, id);
    const all = row.issues ?? [];
    return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
  }

  async function failedRows(ctx: RequestCtx, id: string): Promise<{ fileName: string; body: Buffer }> {
    const row = await load(ctx, id);
    const base = row.fileName.replace(/\.(csv|xlsx)$/i, '');
    const stored = await repo.jobFiles(ctx.tx, ctx.companyId, id);
    if (stored.failedRowsCsv) return { fileName: `${base}-failed-rows.csv`, body: stored.failedRowsCsv };
    if (!row.issues)
      throw new AppError('IMPORT_NOT_PREVIEWED', 'Preview the import first: the failed rows come from its checks', { status: 409 });
    // A completed import without failures no longer keeps its file: its report is the header alone.
    const file: ImportFile = stored.file ? await readJobFile(stored) : { format: row.format, headers: row.headers, headerRow: 1, rows: [] };
    return { fileName: `${base}-failed-rows.csv`, body: failedRowsCsv(file, row.issues) };
  }

  // ---- Run ----

  /** Marks a previewed import running, in the request's transaction; `launch` it once that has committed. */
  async function start(ctx: RequestCtx, id: string, mode: ImportMode): Promise<StartedImport> {
    const row = await load(ctx, id);
    assertNotBusy(row);
    if (!row.mapping || row.status === 'uploaded') {
      throw new AppError('IMPORT_NOT_PREVIEWED', 'Choose the column mapping and preview the import first', { status: 409 });
    }
    if (mode === 'all_or_nothing' && (row.invalidRows ?? 0) > 0) {
      throw new AppError('IMPORT_HAS_ERRORS', `${row.invalidRows} rows have errors; fix them, or import only the valid rows`, {
        status: 422,
        details: { invalidRows: row.invalidRows },
      });
    }
    if (mode === 'valid_only' && (row.validRows ?? 0) === 0) {
      throw new AppError('IMPORT_NOTHING_TO_IMPORT', 'No row is valid; fix the file and upload it again', { status: 422 });
    }
    // Only one run at a time: the second of two simultaneous requests finds it running.
    const started = await repo.updateJobIn(ctx.tx, id, ['validated', 'failed'], {
      status: 'running',
      mode,
      toProcess: mode === 'valid_only' ? (row.validRows ?? 0) : row.totalRows,
      processedRows: 0,
      importedRows: 0,
      errorCode: null,
      errorMessage: null,
      startedAt: ctx.now,
      finishedAt: null,
      heartbeatAt: ctx.now,
      updatedAt: ctx.now,
    });
    if (!started) throw new AppError('IMPORT_RUNNING', 'This import is already running', { status: 409 });
    const { tx: _tx, now: _now, ...session } = ctx;
    return { job: started, session };
  }

  /** Runs a started import in the background, in this process (its own transaction); answers the job as it starts. */
  function launch({ job, session }: StartedImport, onChunk?: (processed: number) => void): ImportJob {
    const live: LiveProgress = { processed: 0, toProcess: job.toProcess, onChunk };
    running.set(job.id, live);
    const work = executeImport(runDeps, job, session, live)
      .catch((error: unknown) => deps.log.error({ err: error, importId: job.id }, 'employee import failed unexpectedly'))
      .finally(() => {
        running.delete(job.id);
        background.delete(work);
      });
    background.add(work);
    return toDto(job);
  }

  /** Waits for imports running in this process (tests, shutdown). */
  async function settled(): Promise<void> {
    while (background.size > 0) await Promise.all([...background]);
  }

  return {
    /** The platform runner: each import route's use case in the request's one transaction. */
    inRequest: requestRunner({ database, clock }),
    fields: (ctx: Pick<RequestSession, 'permissions'>) => importFieldsFor(canWriteSensitive(ctx)),
    upload,
    preview,
    get,
    list,
    issues,
    failedRows,
    start,
    launch,
    settled,
  };
}
