import type { CreateEmployee, EmployeeImportField, ImportIssueDto } from '@hcims/contracts/people';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Db } from '../../../db/client.js';
import { recordAudit } from '../../../platform/audit/index.js';
import type { Clock } from '../../../platform/auth/index.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { failedRowsCsv, readImportFile, type ImportFile } from '../../../platform/imports/index.js';
import { holds } from '../../../platform/permissions/index.js';
import type { RequestSession } from '../../../platform/request/index.js';
import { withTenant, type TenantContext } from '../../../platform/tenancy/index.js';
import { validateEmployeeImport } from './import.checks.js';
import { guardConnection, isConnectionError } from './import-connection.js';
import { chunksOf, reason, RollBack, writeIssue } from './import-run.rules.js';
import * as repo from './import.repository.js';

/**
 * The run of an import, after the request that started it has answered (ADR 0020): it validates
 * again and writes every row in ONE transaction of its own (valid_only skips bad rows, each
 * chunk under a savepoint), while the client polls the job for progress. A killed process or a
 * lost connection rolls that transaction back: nothing is half-written, and the import can
 * simply be run again. A background job, not a request: it opens its own transactions.
 */

/** The people core's employee creation, called for a chunk of rows at a time inside the import's transaction. */
export type EmployeeWriter = {
  /**
   * Creates employees, and (with sendInvitation) their accounts and invitations, in `tx`: the
   * open transaction of the whole import, running as the platform (it may enter the tenant role
   * itself, and must leave it as it found it). All of them or none: a refused call leaves `tx` as
   * it was. Managers must exist already. Returns, in order, each record and the mail to dispatch
   * after commit.
   */
  create(tx: Db, session: RequestSession, inputs: CreateEmployee[]): Promise<{ id: string; mailId: string | null }[]>;
  /** Sends mail queued by `create`, after the transaction committed. */
  dispatch(mailIds: string[]): void;
};

export type ImportRunDeps = {
  database: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  writer: EmployeeWriter;
  progressIntervalMs: number;
};

/**
 * The progress of a run this process holds (PGlite cannot write it mid-transaction), and who is
 * told of each chunk written (a test that kills the process mid-transaction).
 */
export type LiveProgress = { processed: number; toProcess: number; onChunk?: (processed: number) => void };

export const tenantOf = (session: RequestSession): TenantContext => ({
  companyId: session.companyId,
  groupId: session.groupId,
  userId: session.userId,
});

/** Addresses of the mapped e-mail column that employees of other companies of the group use (lower case). */
export async function groupEmailsOf(
  tx: Db,
  tenant: TenantContext,
  file: ImportFile,
  mapping: Record<string, EmployeeImportField | null>,
): Promise<string[]> {
  const header = Object.entries(mapping).find(([, field]) => field === 'workEmail')?.[0];
  const column = header === undefined ? -1 : file.headers.indexOf(header);
  if (column < 0) return [];
  const emails = [...new Set(file.rows.map((r) => (r.cells[column] ?? '').trim().toLowerCase()).filter(Boolean))];
  return (await repo.emailsTakenInGroup(tx, tenant, emails)).map((e) => e.toLowerCase());
}

export function issuesOf(report: { issues: ImportIssueDto[] }): ImportIssueDto[] {
  return report.issues.map(({ row, field, column, value, code, message }) => ({ row, field, column, value, code, message }));
}

/** Writes progress from a second connection while the import's transaction is open (PostgreSQL only). */
function progressWriter(deps: ImportRunDeps, tenant: TenantContext, id: string, live: LiveProgress) {
  let lastWrite = 0;
  let inFlight: Promise<unknown> = Promise.resolve();
  let stopped = false;
  return {
    report(processed: number) {
      live.processed = processed;
      live.onChunk?.(processed);
      // PGlite has one connection, held by the import's transaction: a second write would wait for it forever.
      if (deps.database.kind !== 'postgres' || stopped) return;
      const now = Date.now();
      if (now - lastWrite < deps.progressIntervalMs) return;
      lastWrite = now;
      const at = deps.clock();
      inFlight = inFlight.then(() =>
        withTenant(deps.database, tenant, (tx) =>
          repo.updateJobIn(tx, id, ['running'], { processedRows: processed, heartbeatAt: at }),
        ).catch((error: unknown) => deps.log.warn({ err: error, importId: id }, 'import progress not saved')),
      );
    },
    async stop() {
      stopped = true;
      await inFlight;
    },
  };
}

/** Runs `work` with the transaction in the tenant role, then returns it to the platform role for the writer. */
async function asTenant<T>(tx: Db, tenant: TenantContext, work: () => Promise<T>): Promise<T> {
  await repo.enterTenantRole(tx, tenant);
  try {
    return await work();
  } finally {
    await repo.leaveTenantRole(tx);
  }
}

type Failure = { code: string; message: string; issues?: ImportIssueDto[] };

/** Runs a started import to its end (completed, or failed with nothing written). */
export async function executeImport(deps: ImportRunDeps, job: repo.JobInfo, session: RequestSession, live: LiveProgress): Promise<void> {
  const { database, clock } = deps;
  const tenant = tenantOf(session);
  const mode = job.mode!;
  const mapping = job.mapping as Record<string, EmployeeImportField | null>;
  const progress = progressWriter(deps, tenant, job.id, live);
  const heartbeat = database.kind === 'postgres' ? setInterval(() => progress.report(live.processed), 1000) : null;
  const mailIds: string[] = [];
  let outcome: { imported: number } | null = null;
  let failure: Failure | null = null;
  let releaseGuard = () => {};
  try {
    // The upload, and each sibling company's addresses, in one short transaction before the long one.
    const { read, emails } = await withTenant(database, tenant, async (tx) => {
      const file = await readJobFile(await repo.jobFiles(tx, tenant.companyId, job.id));
      return { read: file, emails: await groupEmailsOf(tx, tenant, file, mapping) };
    });
    outcome = await database.db.transaction(async (raw) => {
      const tx = raw as unknown as Db;
      releaseGuard = guardConnection(raw, (error) => deps.log.warn({ err: error, importId: job.id }, 'import connection lost'));
      if (database.kind === 'postgres') await repo.nameTransaction(tx, `hcims-import:${job.id}`);
      const validation = await asTenant(tx, tenant, () =>
        validateEmployeeImport({
          tx,
          ctx: tenant,
          file: read,
          mapping,
          canWriteSensitive: canWriteSensitive(session),
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
      live.toProcess = validation.planned.length;
      const created = new Map<number, string>();
      /** Writes rows whose managers exist; when the chunk is refused, row by row to learn which row it was. */
      const write = async (rows: { row: number; input: CreateEmployee }[]) => {
        const attempt = (batch: typeof rows) =>
          raw.transaction((savepoint) =>
            deps.writer.create(
              savepoint as unknown as Db,
              session,
              batch.map((r) => r.input),
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
        await repo.discardPlans(tx);
        processed += chunk.length;
        progress.report(processed);
      }
      await progress.stop();
      const now = clock();
      const sorted = issues.sort((a, b) => a.row - b.row);
      const failedRows = new Set(sorted.map((i) => i.row)).size;
      await asTenant(tx, tenant, async () => {
        await repo.updateJob(tx, job.id, {
          status: 'completed',
          processedRows: processed,
          importedRows: created.size,
          validRows: created.size,
          invalidRows: failedRows,
          issues: sorted,
          failedRowsCsv: sorted.length > 0 ? failedRowsCsv(read, sorted) : null,
          file: null,
          finishedAt: now,
          heartbeatAt: now,
          updatedAt: now,
        });
        await recordAudit(tx, {
          companyId: tenant.companyId,
          actorUserId: session.userId,
          action: 'people.import-completed',
          targetType: 'employee-import',
          targetId: job.id,
          after: { mode, imported: created.size, failedRows },
          requestId: session.origin.requestId,
          ip: session.origin.ip,
          at: now,
        });
      });
      return { imported: created.size };
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
  const failed: Failure = failure ?? { code: 'IMPORT_WRITE_FAILED', message: 'The import failed; nothing was imported' };
  const now = clock();
  await withTenant(database, tenant, (tx) =>
    repo.updateJobIn(tx, job.id, ['running'], {
      status: 'failed',
      processedRows: 0,
      importedRows: 0,
      errorCode: failed.code,
      errorMessage: failed.message,
      ...(failed.issues ? { issues: failed.issues, invalidRows: new Set(failed.issues.map((i) => i.row)).size } : {}),
      finishedAt: now,
      updatedAt: now,
    }),
  );
}

export const canWriteSensitive = (session: Pick<RequestSession, 'permissions'>) =>
  holds(session.permissions, 'people.sensitive-data:update', 'company');

const MAX_FILE_BYTES = 10 * 1024 * 1024;
const MAX_ROWS = 20_000;

/** Reads an upload (or the file kept in an import) within the limits of an import. */
export const readImport = (body: Buffer): Promise<ImportFile> => readImportFile(body, { maxBytes: MAX_FILE_BYTES, maxRows: MAX_ROWS });

/** The file kept in an import, until it has completed. */
export async function readJobFile(row: Pick<repo.JobFiles, 'file'>): Promise<ImportFile> {
  if (!row.file) throw new AppError('IMPORT_ALREADY_COMPLETED', 'This import has completed; its file is no longer kept', { status: 409 });
  return readImport(row.file);
}
