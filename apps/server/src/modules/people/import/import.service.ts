import {
  type ColumnMappingInput,
  type CreateEmployee,
  type EmployeeImportField,
  type ImportIssueDto,
  type ImportJob,
  type ImportMode,
} from '@hcims/contracts/people';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../../db/client.js';
import { recordAudit } from '../../../platform/audit/index.js';
import type { AuthContext, Clock } from '../../../platform/auth/index.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { failedRowsCsv, readImportFile, suggestMapping, type ImportFile } from '../../../platform/imports/index.js';
import { holds } from '../../../platform/permissions/index.js';
import { withTenant, type TenantContext } from '../../../platform/tenancy/index.js';
import { emailsTakenInGroup, validateEmployeeImport, type ImportValidation, type PlannedEmployee } from './import.checks.js';
import { importFieldsFor } from './import.rules.js';
import { employeeImports } from './import.table.js';

/**
 * Bulk import of employees (ADR 0020). Upload keeps the file in the import row; a preview
 * validates it with the chosen mapping; a run validates again and writes every row in ONE
 * transaction (valid_only skips bad rows, each row under a savepoint), in this process, while
 * the client polls the row for progress. A killed process or a lost connection rolls the
 * transaction back: nothing is half-written, and the import can simply be run again.
 */

export type Origin = { requestId: string; ip: string | null };

/** The people core's employee creation, called for a chunk of rows at a time inside the import's transaction. */
export type EmployeeWriter = {
  /**
   * Creates employees, and (with sendInvitation) their accounts and invitations, in `tx`: the
   * open transaction of the whole import, running as the platform (it may enter the tenant role
   * itself, and must leave it as it found it). All of them or none: a refused call leaves `tx` as
   * it was. Managers must exist already. Returns, in order, each record and the mail to dispatch
   * after commit.
   */
  create(tx: Db, actor: AuthContext, inputs: CreateEmployee[], origin: Origin): Promise<{ id: string; mailId: string | null }[]>;
  /** Sends mail queued by `create`, after the transaction committed. */
  dispatch(mailIds: string[]): void;
};

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

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_ROWS = 20_000;
const PREVIEW_ISSUES = 200;
const SAMPLE_ROWS = 5;
/** Rows written per statement: a 10,000-row import is a few dozen statements per table, not 10,000. */
const CHUNK_ROWS = 500;

type JobRow = typeof employeeImports.$inferSelect;

function tenantOf(auth: AuthContext): TenantContext {
  return { companyId: auth.companyId, groupId: auth.groupId, userId: auth.userId };
}

const canWriteSensitive = (auth: AuthContext) => holds(auth.permissions, 'people.sensitive-data:update', 'company');

function notFound(): AppError {
  return AppError.notFound('Import');
}

export type ImportService = ReturnType<typeof createImportService>;

export function createImportService(deps: ImportServiceDeps) {
  const { database, clock } = deps;
  const staleAfterMs = deps.staleAfterMs ?? 30_000;
  const progressIntervalMs = deps.progressIntervalMs ?? 500;
  /** Imports running in this process, with their live progress (PGlite cannot write it mid-transaction). */
  const running = new Map<string, { processed: number; toProcess: number }>();
  const background = new Set<Promise<void>>();

  function toDto(row: JobRow): ImportJob {
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
      resumable: row.status === 'failed' && row.mapping !== null && row.file !== null,
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  /** A run whose process died: nothing was committed (one transaction), so it is failed and can be run again. */
  function isStale(row: JobRow): boolean {
    if (row.status !== 'running' || running.has(row.id)) return false;
    // PGlite is one process: a run this process does not know about died with a previous one.
    if (database.kind === 'pglite') return true;
    return !row.heartbeatAt || clock().getTime() - row.heartbeatAt.getTime() > staleAfterMs;
  }

  async function markInterrupted(ctx: TenantContext, id: string): Promise<void> {
    const now = clock();
    await withTenant(database, ctx, (tx) =>
      tx
        .update(employeeImports)
        .set({
          status: 'failed',
          errorCode: 'IMPORT_INTERRUPTED',
          errorMessage:
            'The import stopped before it finished (the server restarted or lost its database connection); nothing was imported. Run it again.',
          processedRows: 0,
          importedRows: 0,
          finishedAt: now,
          updatedAt: now,
        })
        .where(and(eq(employeeImports.id, id), eq(employeeImports.status, 'running'))),
    );
  }

  async function load(ctx: TenantContext, id: string): Promise<JobRow> {
    const [row] = await withTenant(database, ctx, (tx) =>
      tx
        .select()
        .from(employeeImports)
        .where(and(eq(employeeImports.companyId, ctx.companyId), eq(employeeImports.id, id))),
    );
    if (!row) throw notFound();
    if (isStale(row)) {
      await markInterrupted(ctx, id);
      return load(ctx, id);
    }
    return row;
  }

  async function readFile(row: JobRow): Promise<ImportFile> {
    if (!row.file) throw new AppError('IMPORT_ALREADY_COMPLETED', 'This import has completed; its file is no longer kept', { status: 409 });
    return readImportFile(row.file, { maxBytes: MAX_FILE_BYTES, maxRows: MAX_ROWS });
  }

  /**
   * Addresses of the file used by employees of other companies of the group. Each company is read
   * in its own short transaction, so this runs before the caller opens its own: PGlite has one
   * connection, and a second transaction would wait for the first forever.
   */
  async function groupEmails(ctx: TenantContext, file: ImportFile, mapping: ColumnMappingInput): Promise<string[]> {
    const header = Object.entries(mapping).find(([, field]) => field === 'workEmail')?.[0];
    const column = header === undefined ? -1 : file.headers.indexOf(header);
    if (column < 0) return [];
    const emails = [...new Set(file.rows.map((r) => (r.cells[column] ?? '').trim().toLowerCase()).filter(Boolean))];
    return (await emailsTakenInGroup(database, ctx, emails)).map((e) => e.toLowerCase());
  }

  function issuesOf(report: ImportValidation['report']): ImportIssueDto[] {
    return report.issues.map(({ row, field, column, value, code, message }) => ({ row, field, column, value, code, message }));
  }

  // ---- Upload, preview ----

  async function upload(auth: AuthContext, input: { fileName: string; body: Buffer }, origin: Origin) {
    const file = await readImportFile(input.body, { maxBytes: MAX_FILE_BYTES, maxRows: MAX_ROWS });
    const fields = importFieldsFor(canWriteSensitive(auth));
    const nonEmpty = file.rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
    const ctx = tenantOf(auth);
    const now = clock();
    const row = await withTenant(database, ctx, async (tx) => {
      const [inserted] = await tx
        .insert(employeeImports)
        .values({
          companyId: auth.companyId,
          createdBy: auth.userId,
          fileName: input.fileName.slice(0, 200) || 'import',
          format: file.format,
          file: input.body,
          headers: file.headers,
          totalRows: nonEmpty.length,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit(tx, {
        companyId: auth.companyId,
        actorUserId: auth.userId,
        action: 'people.import-uploaded',
        targetType: 'employee-import',
        targetId: inserted!.id,
        after: { fileName: inserted!.fileName, format: file.format, rows: nonEmpty.length },
        requestId: origin.requestId,
        ip: origin.ip,
        at: now,
      });
      return inserted!;
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

  function assertNotBusy(row: JobRow): void {
    if (row.status === 'running') throw new AppError('IMPORT_RUNNING', 'This import is running; wait for it to finish', { status: 409 });
    if (row.status === 'completed') throw new AppError('IMPORT_ALREADY_COMPLETED', 'This import has already completed', { status: 409 });
  }

  async function preview(auth: AuthContext, id: string, mapping: ColumnMappingInput) {
    const ctx = tenantOf(auth);
    const row = await load(ctx, id);
    assertNotBusy(row);
    const file = await readFile(row);
    const emails = await groupEmails(ctx, file, mapping);
    const { report } = await withTenant(database, ctx, (tx) =>
      validateEmployeeImport({
        tx,
        ctx,
        file,
        mapping,
        canWriteSensitive: canWriteSensitive(auth),
        takenInGroup: (wanted) => emails.filter((e) => wanted.includes(e)),
        sendInvitation: true,
      }),
    );
    const issues = issuesOf(report);
    const now = clock();
    const [updated] = await withTenant(database, ctx, (tx) =>
      tx
        .update(employeeImports)
        .set({
          status: 'validated',
          mapping,
          validRows: report.validRows.length,
          invalidRows: report.invalidRows.length,
          issues,
          errorCode: null,
          errorMessage: null,
          updatedAt: now,
        })
        .where(and(eq(employeeImports.id, id), inArray(employeeImports.status, ['uploaded', 'validated', 'failed'])))
        .returning(),
    );
    if (!updated) throw new AppError('IMPORT_RUNNING', 'This import started meanwhile', { status: 409 });
    return {
      job: toDto(updated),
      emptyRows: report.emptyRows,
      invalidRowNumbers: report.invalidRows,
      issues: issues.slice(0, PREVIEW_ISSUES),
    };
  }

  async function get(auth: AuthContext, id: string): Promise<ImportJob> {
    return toDto(await load(tenantOf(auth), id));
  }

  async function list(auth: AuthContext): Promise<ImportJob[]> {
    const ctx = tenantOf(auth);
    const rows = await withTenant(database, ctx, (tx) =>
      tx
        .select()
        .from(employeeImports)
        .where(eq(employeeImports.companyId, ctx.companyId))
        .orderBy(desc(employeeImports.createdAt))
        .limit(50),
    );
    const stale = rows.filter(isStale);
    for (const row of stale) await markInterrupted(ctx, row.id);
    return stale.length > 0 ? list(auth) : rows.map(toDto);
  }

  async function issues(auth: AuthContext, id: string, page: number, pageSize: number) {
    const row = await load(tenantOf(auth), id);
    const all = row.issues ?? [];
    return { items: all.slice((page - 1) * pageSize, page * pageSize), total: all.length, page, pageSize };
  }

  async function failedRows(auth: AuthContext, id: string): Promise<{ fileName: string; body: Buffer }> {
    const row = await load(tenantOf(auth), id);
    const base = row.fileName.replace(/\.(csv|xlsx)$/i, '');
    if (row.failedRowsCsv) return { fileName: `${base}-failed-rows.csv`, body: row.failedRowsCsv };
    if (!row.issues)
      throw new AppError('IMPORT_NOT_PREVIEWED', 'Preview the import first: the failed rows come from its checks', { status: 409 });
    // A completed import without failures no longer keeps its file: its report is the header alone.
    const file: ImportFile = row.file ? await readFile(row) : { format: row.format, headers: row.headers, headerRow: 1, rows: [] };
    return { fileName: `${base}-failed-rows.csv`, body: failedRowsCsv(file, row.issues) };
  }

  // ---- Run ----

  async function run(auth: AuthContext, id: string, mode: ImportMode, origin: Origin): Promise<ImportJob> {
    const ctx = tenantOf(auth);
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
    const now = clock();
    const [started] = await withTenant(database, ctx, (tx) =>
      tx
        .update(employeeImports)
        .set({
          status: 'running',
          mode,
          toProcess: mode === 'valid_only' ? (row.validRows ?? 0) : row.totalRows,
          processedRows: 0,
          importedRows: 0,
          errorCode: null,
          errorMessage: null,
          startedAt: now,
          finishedAt: null,
          heartbeatAt: now,
          updatedAt: now,
        })
        // Only one run at a time: the second of two simultaneous requests finds it running.
        .where(and(eq(employeeImports.id, id), inArray(employeeImports.status, ['validated', 'failed'])))
        .returning(),
    );
    if (!started) throw new AppError('IMPORT_RUNNING', 'This import is already running', { status: 409 });
    running.set(id, { processed: 0, toProcess: started.toProcess });
    const job = execute(auth, started, origin)
      .catch((error: unknown) => deps.log.error({ err: error, importId: id }, 'employee import failed unexpectedly'))
      .finally(() => {
        running.delete(id);
        background.delete(job);
      });
    background.add(job);
    return toDto(started);
  }

  /** Writes progress from a second connection while the import's transaction is open (PostgreSQL only). */
  function progressWriter(ctx: TenantContext, id: string) {
    let lastWrite = 0;
    let inFlight: Promise<unknown> = Promise.resolve();
    let stopped = false;
    return {
      report(processed: number) {
        const live = running.get(id);
        if (live) live.processed = processed;
        // PGlite has one connection, held by the import's transaction: a second write would wait for it forever.
        if (database.kind !== 'postgres' || stopped) return;
        const now = Date.now();
        if (now - lastWrite < progressIntervalMs) return;
        lastWrite = now;
        const at = clock();
        inFlight = inFlight.then(() =>
          withTenant(database, ctx, (tx) =>
            tx
              .update(employeeImports)
              .set({ processedRows: processed, heartbeatAt: at })
              .where(and(eq(employeeImports.id, id), eq(employeeImports.status, 'running'))),
          ).catch((error: unknown) => deps.log.warn({ err: error, importId: id }, 'import progress not saved')),
        );
      },
      async stop() {
        stopped = true;
        await inFlight;
      },
    };
  }

  async function execute(auth: AuthContext, job: JobRow, origin: Origin): Promise<void> {
    const ctx = tenantOf(auth);
    const mode = job.mode!;
    const progress = progressWriter(ctx, job.id);
    const heartbeat = database.kind === 'postgres' ? setInterval(() => progress.report(running.get(job.id)?.processed ?? 0), 1000) : null;
    const mailIds: string[] = [];
    let outcome: { imported: number; issues: ImportIssueDto[]; file: ImportFile } | null = null;
    let failure: { code: string; message: string; issues?: ImportIssueDto[] } | null = null;
    let releaseGuard = () => {};
    try {
      const file = await readFile(job);
      const emails = await groupEmails(ctx, file, job.mapping!);
      outcome = await database.db.transaction(async (raw) => {
        const tx = raw as unknown as Db;
        releaseGuard = guardConnection(raw, (error) => deps.log.warn({ err: error, importId: job.id }, 'import connection lost'));
        // Names the transaction in pg_stat_activity, for operators (and the kill test).
        if (database.kind === 'postgres') await tx.execute(sql`select set_config('application_name', ${`hcims-import:${job.id}`}, true)`);
        const validation = await withTenantInside(tx, ctx, () =>
          validateEmployeeImport({
            tx,
            ctx,
            file,
            mapping: job.mapping as Record<string, EmployeeImportField | null>,
            canWriteSensitive: canWriteSensitive(auth),
            takenInGroup: (wanted) => emails.filter((e) => wanted.includes(e)),
            sendInvitation: true,
          }),
        );
        const issues = issuesOf(validation.report);
        if (mode === 'all_or_nothing' && issues.length > 0) {
          failure = {
            code: 'IMPORT_HAS_ERRORS',
            message: `${validation.report.invalidRows.length} rows have errors; nothing was imported`,
            issues,
          };
          throw new RollBack();
        }
        const live = running.get(job.id);
        if (live) live.toProcess = validation.planned.length;
        const created = new Map<number, string>();
        /** Writes rows whose managers exist; when the chunk is refused, row by row to learn which row it was. */
        const write = async (rows: { row: number; input: CreateEmployee }[]) => {
          const attempt = (batch: typeof rows) =>
            raw.transaction((savepoint) =>
              deps.writer.create(
                savepoint as unknown as Db,
                auth,
                batch.map((r) => r.input),
                origin,
              ),
            );
          const keep = (batch: typeof rows, results: { id: string; mailId: string | null }[]) =>
            results.forEach((result, i) => {
              created.set(batch[i]!.row, result.id);
              if (result.mailId) mailIds.push(result.mailId);
            });
          if (rows.length === 0) return;
          try {
            keep(rows, await attempt(rows));
            return;
          } catch (error) {
            if (isConnectionError(error)) throw error;
          }
          for (const one of rows) {
            try {
              keep([one], await attempt([one]));
            } catch (error) {
              if (isConnectionError(error)) throw error;
              if (mode === 'all_or_nothing') {
                failure = {
                  code: 'IMPORT_WRITE_FAILED',
                  message: `Row ${one.row} could not be imported (${reason(error)}); nothing was imported`,
                  issues: [writeIssue(one.row, error)],
                };
                throw error;
              }
              // valid_only: a row refused at write time (someone took the e-mail meanwhile) is skipped alone.
              issues.push(writeIssue(one.row, error));
            }
          }
        };
        let processed = 0;
        for (const chunk of chunksOf(validation.planned)) {
          const ready: { row: number; input: CreateEmployee }[] = [];
          for (const planned of chunk) {
            const managerId = planned.managerRow === null ? planned.input.managerId : (created.get(planned.managerRow) ?? null);
            if (planned.managerRow !== null && !managerId) {
              issues.push({
                row: planned.row,
                field: 'manager',
                column: '',
                value: '',
                code: 'manager_not_imported',
                message: `reports to row ${planned.managerRow}, which was not imported`,
              });
            } else ready.push({ row: planned.row, input: { ...planned.input, managerId } });
          }
          await write(ready);
          processed += chunk.length;
          progress.report(processed);
        }
        await progress.stop();
        const now = clock();
        const sorted = issues.sort((a, b) => a.row - b.row);
        await withTenantInside(tx, ctx, async () => {
          await tx
            .update(employeeImports)
            .set({
              status: 'completed',
              processedRows: processed,
              importedRows: created.size,
              validRows: created.size,
              invalidRows: new Set(sorted.map((i) => i.row)).size,
              issues: sorted,
              failedRowsCsv: sorted.length > 0 ? failedRowsCsv(file, sorted) : null,
              file: null,
              finishedAt: now,
              heartbeatAt: now,
              updatedAt: now,
            })
            .where(eq(employeeImports.id, job.id));
          await recordAudit(tx, {
            companyId: ctx.companyId,
            actorUserId: auth.userId,
            action: 'people.import-completed',
            targetType: 'employee-import',
            targetId: job.id,
            after: { mode, imported: created.size, failedRows: new Set(sorted.map((i) => i.row)).size },
            requestId: origin.requestId,
            ip: origin.ip,
            at: now,
          });
        });
        return { imported: created.size, issues: sorted, file };
      });
    } catch (error) {
      if (!(error instanceof RollBack)) {
        deps.log.warn({ err: error, importId: job.id }, 'employee import rolled back');
        failure ??= isConnectionError(error)
          ? {
              code: 'IMPORT_INTERRUPTED',
              message: 'The database connection was lost during the import; nothing was imported. Run it again.',
            }
          : { code: 'IMPORT_WRITE_FAILED', message: `The import failed (${reason(error)}); nothing was imported` };
      }
    } finally {
      releaseGuard();
      if (heartbeat) clearInterval(heartbeat);
      await progress.stop();
    }
    if (outcome) {
      deps.writer.dispatch(mailIds);
      deps.log.info({ importId: job.id, imported: outcome.imported, mode }, 'employee import completed');
      return;
    }
    const failed = failure ?? { code: 'IMPORT_WRITE_FAILED', message: 'The import failed; nothing was imported' };
    const now = clock();
    await withTenant(database, ctx, (tx) =>
      tx
        .update(employeeImports)
        .set({
          status: 'failed',
          processedRows: 0,
          importedRows: 0,
          errorCode: failed.code,
          errorMessage: failed.message,
          ...(failed.issues ? { issues: failed.issues, invalidRows: new Set(failed.issues.map((i) => i.row)).size } : {}),
          finishedAt: now,
          updatedAt: now,
        })
        .where(and(eq(employeeImports.id, job.id), eq(employeeImports.status, 'running'))),
    );
  }

  /** Runs `work` with the transaction in the tenant role, then returns it to the platform role for the writer. */
  async function withTenantInside<T>(tx: Db, ctx: TenantContext, work: () => Promise<T>): Promise<T> {
    await tx.execute(
      sql`select set_config('role', 'hcims_app', true), set_config('app.company_id', ${ctx.companyId}, true), set_config('app.user_id', ${ctx.userId ?? ''}, true)`,
    );
    try {
      return await work();
    } finally {
      await tx.execute(sql`reset role`);
    }
  }

  /** Waits for imports running in this process (tests, shutdown). */
  async function settled(): Promise<void> {
    while (background.size > 0) await Promise.all([...background]);
  }

  return {
    fields: (auth: AuthContext) => importFieldsFor(canWriteSensitive(auth)),
    upload,
    preview,
    get,
    list,
    issues,
    failedRows,
    run,
    settled,
  };
}

/**
 * A pooled pg client whose backend dies mid-transaction (terminated, server restart) emits
 * 'error'; once checked out of the pool nobody listens, and Node would crash the process on the
 * unhandled event. The import's transaction is long, so it listens for as long as it holds the
 * client: the query in flight fails too, and the runner records the import as interrupted.
 */
function guardConnection(transaction: unknown, onError: (error: unknown) => void): () => void {
  const client = (transaction as { session?: { client?: unknown } }).session?.client as
    | {
        on?: (event: 'error', listener: (error: unknown) => void) => void;
        removeListener?: (event: 'error', listener: (error: unknown) => void) => void;
      }
    | undefined;
  if (typeof client?.on !== 'function' || typeof client.removeListener !== 'function') return () => {};
  client.on('error', onError);
  return () => client.removeListener?.('error', onError);
}

/**
 * The planned rows (managers first) in chunks of at most CHUNK_ROWS consecutive rows; a chunk ends
 * before a row whose manager is a row of the same chunk, since that manager must exist first.
 */
function chunksOf(planned: readonly PlannedEmployee[]): PlannedEmployee[][] {
  const chunks: PlannedEmployee[][] = [];
  let chunk: PlannedEmployee[] = [];
  let rows = new Set<number>();
  for (const p of planned) {
    if (chunk.length >= CHUNK_ROWS || (p.managerRow !== null && rows.has(p.managerRow))) {
      chunks.push(chunk);
      chunk = [];
      rows = new Set();
    }
    chunk.push(p);
    rows.add(p.row);
  }
  if (chunk.length > 0) chunks.push(chunk);
  return chunks;
}

/** Thrown inside the transaction to roll it back after recording why. */
class RollBack extends Error {}

function reason(error: unknown): string {
  if (error instanceof AppError) return error.message;
  const code = (error as { code?: string }).code;
  if (code === '23505') return 'a value that must be unique is already used';
  return 'an unexpected error';
}

function writeIssue(row: number, error: unknown): ImportIssueDto {
  const code = error instanceof AppError ? error.code : 'write_failed';
  return { row, field: '', column: '', value: '', code: code === 'write_failed' ? code : `write_failed:${code}`, message: reason(error) };
}

/** The connection died (backend terminated, server restarting): the whole transaction is gone. */
function isConnectionError(error: unknown): boolean {
  for (let e: unknown = error, i = 0; e && i < 5; i++) {
    const code = (e as { code?: string }).code;
    if (code && (code.startsWith('08') || code === '57P01' || code === '57P02' || code === '57P03' || code === '25P02')) return true;
    const message = (e as { message?: string }).message ?? '';
    if (/Connection terminated|terminating connection|ECONNRESET|connection.*(closed|error)|not queryable|Client was closed/i.test(message))
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
