import type { EmployeeDocument, ExpiringEmployeeDocument, UpdateDocument, UploadDocumentFields } from '@hcims/contracts/people';
import { and, asc, desc, eq, isNotNull, lte, or, sql } from 'drizzle-orm';
import { AppError } from '../../../platform/errors/app-error.js';
import type { StoredFile } from '../../../platform/storage/index.js';
import { scopeOf, type PeopleCtx } from '../people.deps.js';
import { addDays, daysBetween } from '../../../platform/dates/index.js';
import * as repo from '../people.repository.js';
import { actorName, audit, findInScope, forbidden, sensitiveAllowed } from '../people.service.js';
import { employeeDocuments, employees } from '../people.table.js';

type DocumentRow = typeof employeeDocuments.$inferSelect;
type DocumentCode = 'people.documents:read' | 'people.documents:create' | 'people.documents:update' | 'people.documents:delete';

export const downloadUrl = (id: string) => `/api/people/documents/${id}/download`;

export function documentView(row: DocumentRow): EmployeeDocument {
  return {
    id: row.id,
    employeeId: row.employeeId,
    title: row.title,
    category: row.category as EmployeeDocument['category'],
    fileName: row.fileName,
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    expiresOn: row.expiresOn,
    uploadedAt: row.uploadedAt.toISOString(),
    uploadedBy: row.uploadedByName,
    downloadUrl: downloadUrl(row.id),
  };
}

/**
 * Medical documents are sensitive: besides the documents permission they need
 * people.sensitive-data:read for that employee, unless they are the caller's own.
 */
async function medicalVisible(ctx: PeopleCtx, employee: repo.EmployeeRow): Promise<boolean> {
  return employee.userId === ctx.userId || sensitiveAllowed(ctx, employee.id, 'read');
}

/** The employee, when the caller's scope for this documents permission reaches them; 404 otherwise. */
export async function employeeFor(ctx: PeopleCtx, employeeId: string, code: DocumentCode): Promise<repo.EmployeeRow> {
  return (await findInScope(ctx, employeeId, code)).row;
}

/** A document whose employee the caller's scope reaches (and, if medical, may see); 404 otherwise, never 403. */
export async function mustFindDocument(
  ctx: PeopleCtx,
  id: string,
  code: DocumentCode,
): Promise<{ doc: DocumentRow; employee: repo.EmployeeRow }> {
  const scope = scopeOf(ctx, code);
  if (!scope) throw forbidden(code);
  const [found] = await ctx.tx
    .select({ doc: employeeDocuments, employee: employees })
    .from(employeeDocuments)
    .innerJoin(employees, and(eq(employees.companyId, employeeDocuments.companyId), eq(employees.id, employeeDocuments.employeeId)))
    .where(
      and(
        eq(employeeDocuments.companyId, ctx.companyId),
        eq(employeeDocuments.id, id),
        repo.scopeCondition(scope, ctx.companyId, ctx.userId),
      ),
    );
  if (!found || (found.doc.category === 'medical' && !(await medicalVisible(ctx, found.employee)))) throw AppError.notFound('Document');
  return found;
}

export async function listDocuments(ctx: PeopleCtx, employeeId: string): Promise<EmployeeDocument[]> {
  const employee = await employeeFor(ctx, employeeId, 'people.documents:read');
  const medical = await medicalVisible(ctx, employee);
  const rows = await ctx.tx
    .select()
    .from(employeeDocuments)
    .where(
      and(
        eq(employeeDocuments.companyId, ctx.companyId),
        eq(employeeDocuments.employeeId, employeeId),
        medical ? undefined : sql`${employeeDocuments.category} <> 'medical'`,
      ),
    )
    .orderBy(desc(employeeDocuments.uploadedAt), asc(employeeDocuments.id));
  return rows.map(documentView);
}

/** Records an uploaded (already stored and type-checked) file. */
export async function addDocument(
  ctx: PeopleCtx,
  employeeId: string,
  fields: UploadDocumentFields,
  file: StoredFile & { fileName: string },
): Promise<EmployeeDocument> {
  const employee = await employeeFor(ctx, employeeId, 'people.documents:create');
  if (fields.category === 'medical' && !(await medicalVisible(ctx, employee))) throw forbidden('people.sensitive-data:read');
  const [row] = await ctx.tx
    .insert(employeeDocuments)
    .values({
      companyId: ctx.companyId,
      employeeId,
      title: fields.title,
      category: fields.category,
      storageKey: file.key,
      fileName: file.fileName.slice(0, 255),
      contentType: file.type.mime,
      sizeBytes: file.size,
      sha256: file.sha256,
      expiresOn: fields.expiresOn ?? null,
      uploadedByUserId: ctx.userId,
      uploadedByName: await actorName(ctx),
      uploadedAt: ctx.now,
    })
    .returning();
  const view = documentView(row!);
  await audit(ctx, 'people.document-uploaded', { type: 'document', id: row!.id }, null, {
    employeeId,
    title: view.title,
    category: view.category,
    fileName: view.fileName,
    contentType: view.contentType,
    sizeBytes: view.sizeBytes,
    expiresOn: view.expiresOn,
    sha256: file.sha256,
  });
  return view;
}

export async function updateDocument(ctx: PeopleCtx, id: string, input: UpdateDocument): Promise<EmployeeDocument> {
  const { doc, employee } = await mustFindDocument(ctx, id, 'people.documents:update');
  if (input.category === 'medical' && !(await medicalVisible(ctx, employee))) throw forbidden('people.sensitive-data:read');
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<DocumentRow>;
  const [row] = await ctx.tx
    .update(employeeDocuments)
    .set(patch)
    .where(and(eq(employeeDocuments.companyId, ctx.companyId), eq(employeeDocuments.id, id)))
    .returning();
  const before = Object.fromEntries(Object.keys(patch).map((k) => [k, doc[k as keyof DocumentRow]]));
  await audit(ctx, 'people.document-updated', { type: 'document', id }, before, patch);
  return documentView(row!);
}

/** Removes the record; answers the storage key for the caller to delete after commit. */
export async function deleteDocument(ctx: PeopleCtx, id: string): Promise<string | null> {
  const { doc } = await mustFindDocument(ctx, id, 'people.documents:delete');
  await ctx.tx.delete(employeeDocuments).where(and(eq(employeeDocuments.companyId, ctx.companyId), eq(employeeDocuments.id, id)));
  await audit(
    ctx,
    'people.document-deleted',
    { type: 'document', id },
    { employeeId: doc.employeeId, title: doc.title, fileName: doc.fileName },
    null,
  );
  return doc.storageKey;
}

/** Documents of current staff that expire within `days` (or have expired), soonest first, within the caller's scope. */
export async function expiringDocuments(ctx: PeopleCtx, days: number): Promise<ExpiringEmployeeDocument[]> {
  const scope = scopeOf(ctx, 'people.documents:read')!;
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const sensitiveScope = scopeOf(ctx, 'people.sensitive-data:read');
  const rows = await ctx.tx
    .select({ doc: employeeDocuments, first: employees.firstName, last: employees.lastName, userId: employees.userId })
    .from(employeeDocuments)
    .innerJoin(employees, and(eq(employees.companyId, employeeDocuments.companyId), eq(employees.id, employeeDocuments.employeeId)))
    .where(
      and(
        eq(employeeDocuments.companyId, ctx.companyId),
        isNotNull(employeeDocuments.expiresOn),
        lte(employeeDocuments.expiresOn, addDays(today, days)),
        repo.currentSql(today),
        repo.scopeCondition(scope, ctx.companyId, ctx.userId),
        or(
          sql`${employeeDocuments.category} <> 'medical'`,
          eq(employees.userId, ctx.userId),
          sensitiveScope ? (repo.scopeCondition(sensitiveScope, ctx.companyId, ctx.userId) ?? sql`true`) : sql`false`,
        ),
      ),
    )
    .orderBy(asc(employeeDocuments.expiresOn), asc(employees.lastName), asc(employeeDocuments.id))
    .limit(500);
  return rows.map((r) => ({
    ...documentView(r.doc),
    employeeName: repo.fullName(r.first, r.last),
    daysLeft: daysBetween(today, r.doc.expiresOn!),
  }));
}
