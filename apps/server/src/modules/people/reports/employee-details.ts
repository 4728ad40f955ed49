import type { Employee, EmployeeDetailsReport, EmployeeDocument, JobHistoryEntry, ReportExportQuery } from '@hcims/contracts/people';
import { exportTable, type ExportFile, type ExportRow } from '../../../platform/exports/index.js';
import { AppError } from '../../../platform/errors/app-error.js';
import { forbidden, type RequestCtx } from '../../../platform/request/index.js';
import { companyCalendar, findEmployee, inScope, jobHistoryOf } from '../people.repository.js';
import { tenure } from '../people.rules.js';
import { employeeView } from '../employee-view.js';
import { historyEntry, sensitiveAllowed } from '../people.service.js';
import { directReportsOf, documentsOfEmployee, terminationOf } from './employee-details.repository.js';
import { exportLanguage } from './report-labels.js';

/**
 * The employee details report (/report-employee-details): one employee's profile, job history,
 * documents, team and termination, as the people core shows them to this caller (the same
 * scope and sensitive-data rules), and exported as a Section / Field / Value table.
 */

/**
 * The employee's documents when the caller's people.documents:read scope reaches them; medical
 * ones only for the employee themself or with sensitive-data access (the documents rule).
 */
async function documentsOf(ctx: RequestCtx, employee: Employee): Promise<EmployeeDocument[]> {
  const scope = ctx.permissions['people.documents:read'];
  if (!scope || !(await inScope(ctx.tx, ctx.companyId, ctx.userId, scope, employee.id))) return [];
  const medical = employee.userId === ctx.userId || (await sensitiveAllowed(ctx, employee.id, 'read'));
  const rows = await documentsOfEmployee(ctx.tx, ctx.companyId, employee.id, medical);
  return rows.map((d) => ({
    id: d.id,
    employeeId: d.employeeId,
    title: d.title,
    category: d.category as EmployeeDocument['category'],
    fileName: d.fileName,
    contentType: d.contentType,
    sizeBytes: d.sizeBytes,
    expiresOn: d.expiresOn,
    uploadedAt: d.uploadedAt.toISOString(),
    uploadedBy: d.uploadedByName,
    downloadUrl: `/api/people/documents/${d.id}/download`,
  }));
}

async function build(ctx: RequestCtx, employeeId: string): Promise<EmployeeDetailsReport & { timeZone: string; currency: string }> {
  const { tx, now } = ctx;
  const auth = ctx;
  // The report reaches whom the caller's people.reports:read scope reaches (404 beyond it), like
  // every report; sensitive sections follow the people core's rule for people.sensitive-data:read.
  const scope = auth.permissions['people.reports:read'];
  if (!scope) throw forbidden('people.reports:read');
  const calendar = await companyCalendar(tx, auth.companyId, now);
  const record = await findEmployee(tx, {
    companyId: auth.companyId,
    id: employeeId,
    today: calendar.today,
    scope: { scope, userId: auth.userId },
  });
  if (!record) throw AppError.notFound('Employee');
  const withSensitive = await sensitiveAllowed(ctx, employeeId, 'read');
  const employee = employeeView(record, withSensitive);
  const history: JobHistoryEntry[] = (await jobHistoryOf(tx, auth.companyId, employeeId, withSensitive)).map(historyEntry);
  // Sections the caller has no permission for are left out, not refused: the profile is still the report.
  const documents = await documentsOf(ctx, employee);
  const termination = auth.permissions['people.terminations:read'] ? await terminationOf(tx, auth.companyId, employeeId) : undefined;
  const directReports = await directReportsOf(tx, auth.companyId, employeeId, calendar.today);
  const end = employee.terminationDate && employee.terminationDate < calendar.today ? employee.terminationDate : calendar.today;
  const served = tenure(employee.hireDate, end);
  return {
    employee,
    tenure: served ? { years: served.years, months: served.months, days: served.days } : null,
    directReports: directReports.map((r) => ({ id: r.id, name: `${r.first} ${r.last}`, designationName: r.designationName })),
    jobHistory: history,
    documents,
    termination: termination
      ? {
          terminationDate: termination.terminationDate,
          type: termination.type as NonNullable<EmployeeDetailsReport['termination']>['type'],
          reason: termination.reason,
          effective: termination.accessEndsAt <= now,
        }
      : null,
    generatedAt: now.toISOString(),
    sensitiveIncluded: withSensitive,
    timeZone: calendar.timeZone,
    currency: calendar.currency,
  };
}

/** The report as the screen shows it. */
export async function employeeDetailsReport(ctx: RequestCtx, employeeId: string): Promise<EmployeeDetailsReport> {
  const { timeZone: _zone, currency: _currency, ...rest } = await build(ctx, employeeId);
  return rest;
}

/** The report as a Section / Field / Value file in the export's language. */
export async function exportEmployeeDetails(
  ctx: RequestCtx,
  employeeId: string,
  request: ReportExportQuery & { acceptLanguage?: string | undefined },
): Promise<ExportFile & { title: string }> {
  const language = exportLanguage(request.lng, request.acceptLanguage, request.format);
  const { labels } = language;
  const r = await build(ctx, employeeId);
  const e: Employee = r.employee;
  const section = labels.sections;
  const rows: ExportRow[] = [];
  const add = (name: string, field: string, value: string | number | null | undefined) => {
    if (value !== null && value !== undefined && value !== '') rows.push({ section: name, field, value: String(value) });
  };
  const value = (v: string | null | undefined) => (v ? (labels.values[v] ?? v) : null);
  add(section.profile, labels.fields.fullName, `${e.firstName} ${e.lastName}`);
  add(section.profile, labels.fields.employeeNumber, e.employeeNumber);
  add(section.profile, labels.fields.status, value(e.status));
  add(section.profile, labels.fields.departmentName, e.departmentName);
  add(section.profile, labels.fields.designationName, e.designationName);
  add(section.profile, labels.fields.managerName, e.managerName);
  add(section.profile, labels.fields.branchName, e.branchName);
  add(section.profile, labels.fields.hireDate, e.hireDate);
  add(section.profile, labels.fields.tenureYears, r.tenure ? `${r.tenure.years}.${String(r.tenure.months).padStart(2, '0')}` : null);
  add(section.profile, labels.fields.employmentType, value(e.employmentType));
  add(section.profile, labels.fields.workLocation, e.workLocation);
  add(section.contact, labels.fields.workEmail, e.workEmail);
  add(section.contact, labels.fields.workPhone, e.workPhone);
  add(section.contact, labels.fields.mobilePhone, e.mobilePhone);
  add(section.contact, labels.fields.personalEmail, e.personalEmail);
  add(section.personal, labels.fields.dateOfBirth, e.dateOfBirth);
  add(section.personal, labels.fields.gender, value(e.gender));
  add(section.personal, labels.fields.nationality, e.nationality);
  if (r.sensitiveIncluded) {
    if (e.salary) add(section.sensitive, labels.fields.salaryAmount, `${e.salary.amount} ${e.salary.currency} (${e.salary.frequency})`);
    add(section.sensitive, labels.fields.bankName, e.bank?.bankName);
    add(section.sensitive, labels.fields.iban, e.bank?.iban);
    add(section.sensitive, labels.fields.nationalIdType, e.nationalId?.type);
    add(section.sensitive, labels.fields.nationalIdNumber, e.nationalId?.number);
    add(section.sensitive, labels.fields.nationalIdExpiresOn, e.nationalId?.expiresOn);
    add(section.sensitive, labels.fields.bloodType, e.medical?.bloodType);
  }
  for (const h of r.jobHistory) add(section.history, h.effectiveOn, `${h.field}: ${h.from ?? '—'} → ${h.to ?? '—'} (${h.changedBy})`);
  for (const d of r.documents) add(section.documents, d.title, d.expiresOn ? `${d.category}, ${d.expiresOn}` : d.category);
  for (const p of r.directReports) add(section.team, p.name, p.designationName);
  if (r.termination) {
    add(section.termination, labels.fields.terminationDate, r.termination.terminationDate);
    add(section.termination, section.reason, `${r.termination.type}: ${r.termination.reason}`);
  }
  const title = request.title ?? `${labels.reports['employee-details']}: ${e.firstName} ${e.lastName}`;
  const file = await exportTable(
    {
      title,
      columns: [
        { key: 'section', label: labels.details.section },
        { key: 'field', label: labels.details.field },
        { key: 'value', label: labels.details.value },
      ],
      rows,
      direction: language.direction,
      locale: language.code,
      currency: r.currency,
      timeZone: r.timeZone,
      generatedAt: new Date(r.generatedAt),
      labels: labels.chrome,
    },
    request.format,
  );
  return { ...file, title };
}
