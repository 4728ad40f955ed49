import type { EmployeeDocument, ExpiringEmployeeDocument, UpdateDocument, UploadDocumentFields } from '@hcims/contracts/people';
import { addDays, daysBetween } from '../../../platform/dates/index.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { audit, forbidden, scopeOf, type RequestCtx } from '../../../platform/request/index.js';
import type { StoredFile } from '../../../platform/storage/index.js';
import * as repo from '../people.repository.js';
import { actorName, findInScope, sensitiveAllowed } from '../people.service.js';
import * as documents from './documents.repository.js';

type DocumentRow = documents.DocumentRow;
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
async function medicalVisible(ctx: RequestCtx, employee: documents.EmployeeRow): Promise<boolean> {
  return employee.userId === ctx.userId || sensitiveAllowed(ctx, employee.id, 'read');
}

/** The employee, when the caller's scope for this documents permission reaches them; 404 otherwise. */
export async function employeeFor(ctx: RequestCtx, employeeId: string, code: DocumentCode): Promise<documents.EmployeeRow> {
  return (await findInScope(ctx, employeeId, code)).row;
}

/** A document whose employee the caller's scope reaches (and, if medical, may see); 404 otherwise, never 403. */
export async function mustFindDocument(
  ctx: RequestCtx,
  id: string,
  code: DocumentCode,
): Promise<{ doc: DocumentRow; employee: documents.EmployeeRow }> {
  const scope = scopeOf(ctx, code);
  if (!scope) throw forbidden(code);
  const found = await documents.findDocument(ctx.tx, { companyId: ctx.companyId, id, scope, userId: ctx.userId });
  if (!found || (found.doc.category === 'medical' && !(await medicalVisible(ctx, found.employee)))) throw AppError.notFound('Document');
  return found;
}

export async function listDocuments(ctx: RequestCtx, employeeId: string): Promise<EmployeeDocument[]> {
  const employee = await employeeFor(ctx, employeeId, 'people.documents:read');
  const medical = await medicalVisible(ctx, employee);
  const rows = await documents.documentsOf(ctx.tx, ctx.companyId, employeeId, medical);
  return rows.map(documentView);
}

/** Records an uploaded (already stored and type-checked) file. */
export async function addDocument(
  ctx: RequestCtx,
  employeeId: string,
  fields: UploadDocumentFields,
  file: StoredFile & { fileName: string },
): Promise<EmployeeDocument> {
  const employee = await employeeFor(ctx, employeeId, 'people.documents:create');
  if (fields.category === 'medical' && !(await medicalVisible(ctx, employee))) throw forbidden('people.sensitive-data:read');
  const row = await documents.insertDocument(ctx.tx, {
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
  });
  const view = documentView(row);
  await audit(ctx, 'people.document-uploaded', { type: 'document', id: row.id }, null, {
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

export async function updateDocument(ctx: RequestCtx, id: string, input: UpdateDocument): Promise<EmployeeDocument> {
  const { doc, employee } = await mustFindDocument(ctx, id, 'people.documents:update');
  if (input.category === 'medical' && !(await medicalVisible(ctx, employee))) throw forbidden('people.sensitive-data:read');
  const patch = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<DocumentRow>;
  const row = await documents.updateDocument(ctx.tx, ctx.companyId, id, patch);
  const before = Object.fromEntries(Object.keys(patch).map((k) => [k, doc[k as keyof DocumentRow]]));
  await audit(ctx, 'people.document-updated', { type: 'document', id }, before, patch);
  return documentView(row);
}

/** Removes the record; answers the storage key for the caller to delete after commit. */
export async function deleteDocument(ctx: RequestCtx, id: string): Promise<string | null> {
  const { doc } = await mustFindDocument(ctx, id, 'people.documents:delete');
  await documents.deleteDocument(ctx.tx, ctx.companyId, id);
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
export async function expiringDocuments(ctx: RequestCtx, days: number): Promise<ExpiringEmployeeDocument[]> {
  const scope = scopeOf(ctx, 'people.documents:read')!;
  const { today } = await repo.companyCalendar(ctx.tx, ctx.companyId, ctx.now);
  const sensitiveScope = scopeOf(ctx, 'people.sensitive-data:read');
  const rows = await documents.expiringDocuments(ctx.tx, {
    companyId: ctx.companyId,
    userId: ctx.userId,
    today,
    until: addDays(today, days),
    scope,
    sensitiveScope,
  });
  return rows.map((r) => ({
    ...documentView(r.doc),
    employeeName: repo.fullName(r.first, r.last),
    daysLeft: daysBetween(today, r.doc.expiresOn!),
  }));
}
