import type { WorkingDay } from '@hcims/contracts/org';
import { and, eq, inArray } from 'drizzle-orm';
import type { ModuleSeed } from '../../db/seed.js';
import { bindCompany, forgetTenantCompany } from '../../platform/tenancy/index.js';
import { DEMO_SIGN_INS, users } from '../identity/index.js';
import { branches, companies, DEMO_COMPANY_NAME, departments, designations } from '../org/index.js';
import { demoPdf } from './documents/demo-pdf.js';
import { addDays, calendarDateIn } from '../../platform/dates/index.js';
import { accessEndsAt } from './people.rules.js';
import {
  demoDepartments,
  demoDesignations,
  demoEmployees,
  DEMO_EMAIL_DOMAIN,
  type DemoEmployee,
  type DemoRole,
} from './people.demo-data.js';
import { DEFAULT_CHECKLIST } from './terminations/termination.service.js';
import { employeeDocuments, employeeJobHistory, employees, employeeTerminations } from './people.table.js';

const ZONE = 'Asia/Dubai';
const WEEKDAYS: WorkingDay[] = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({
  day,
  start: '08:30',
  end: '17:30',
}));
const signInOf: Record<DemoRole, string> = {
  owner: DEMO_SIGN_INS.find((p) => p.role === 'owner')!.email,
  hr_admin: DEMO_SIGN_INS.find((p) => p.role === 'hr-admin')!.email,
  manager: DEMO_SIGN_INS.find((p) => p.role === 'manager')!.email,
  employee: DEMO_SIGN_INS.find((p) => p.role === 'employee')!.email,
};
/** Who has left (a customer service agent without reports, two months ago). */
const LEAVER = 'e56';
const skillsOf: Record<string, string[]> = {
  exec: ['Leadership', 'Strategy', 'Negotiation'],
  hr: ['Recruitment', 'UAE labour law', 'Payroll'],
  fin: ['IFRS', 'VAT', 'Excel'],
  sales: ['B2B sales', 'CRM', 'Negotiation'],
  mkt: ['SEO', 'Content', 'Analytics'],
  ops: ['Logistics', 'Inventory', 'Customs'],
  it: ['TypeScript', 'PostgreSQL', 'Networking'],
  cs: ['Customer care', 'Arabic', 'English'],
};
const midpoint = (from: string, to: string) => new Date((Date.parse(from) + Date.parse(to)) / 2).toISOString().slice(0, 10);

/**
 * The demo company's structure and people: company details, two branches, the 8 departments
 * and 20 designations, 60 employees with their managers, department heads, documents (some
 * expiring soon; their PDFs are generated on download), job history, and one former employee.
 * The four demo sign-ins are linked to their employee records (their work email is the sign-in
 * email); the other employees have no account yet: HR invites them from their record.
 */
export const peopleSeed: ModuleSeed = {
  module: 'people',
  async run({ tx, now }) {
    const [company] = await tx.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    if (!company) throw new Error('people seed needs the org seed (demo company)');
    await bindCompany(tx, { companyId: company.id, userId: null });
    const today = calendarDateIn(now, company.timeZone || ZONE);
    await tx
      .update(companies)
      .set({
        email: `hr@${DEMO_EMAIL_DOMAIN}`,
        phone: '+971 4 555 0100',
        website: 'https://meridiancrest.example',
        address: 'Office 1204, Marina Plaza, Dubai Marina, Dubai, United Arab Emirates',
        taxId: '100234567800003',
        taxRatePercent: '5.00',
        officeOpens: '08:30',
        officeCloses: '17:30',
        breakStarts: '13:00',
        breakEnds: '14:00',
        workingDays: WEEKDAYS,
      })
      .where(eq(companies.id, company.id));
    forgetTenantCompany(tx);

    const [dubai, abuDhabi] = await tx
      .insert(branches)
      .values([
        { companyId: company.id, name: 'Dubai HQ', city: 'Dubai', address: 'Marina Plaza, Dubai Marina', phone: '+971 4 555 0100' },
        { companyId: company.id, name: 'Abu Dhabi', city: 'Abu Dhabi', address: 'Al Maryah Island, Abu Dhabi', phone: '+971 2 555 0200' },
      ])
      .returning();

    const departmentId = new Map<string, string>();
    for (const d of demoDepartments) {
      const [row] = await tx
        .insert(departments)
        .values({
          companyId: company.id,
          name: d.name,
          parentId: d.parentKey ? departmentId.get(d.parentKey)! : null,
          expectedArrival: d.expectedArrival,
        })
        .returning({ id: departments.id });
      departmentId.set(d.key, row!.id);
    }
    const designationId = new Map<string, string>();
    for (const d of demoDesignations) {
      const [row] = await tx
        .insert(designations)
        .values({
          companyId: company.id,
          name: d.name,
          departmentId: departmentId.get(d.departmentKey)!,
          reportsToId: d.reportsToKey ? designationId.get(d.reportsToKey)! : null,
        })
        .returning({ id: designations.id });
      designationId.set(d.key, row!.id);
    }

    const accounts = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(inArray(users.email, Object.values(signInOf)));
    const userOf = new Map(accounts.map((a) => [a.email, a.id]));
    const people = demoEmployees(now);
    const employeeId = new Map<string, string>();
    const nameOf = (e: DemoEmployee) => `${e.firstName} ${e.lastName}`;
    for (const [i, e] of people.entries()) {
      const workEmail = e.demoRole ? signInOf[e.demoRole] : e.workEmail;
      const inAbuDhabi = (e.departmentKey === 'ops' || e.departmentKey === 'cs') && i % 3 === 0;
      const [row] = await tx
        .insert(employees)
        .values({
          companyId: company.id,
          groupId: company.groupId,
          userId: userOf.get(workEmail) ?? null,
          employeeNumber: `MC-${1001 + Number(e.key.slice(1))}`,
          firstName: e.firstName,
          lastName: e.lastName,
          workEmail,
          workPhone: `+971 4 555 ${String(1100 + i).padStart(4, '0')}`,
          mobilePhone: e.mobilePhone,
          departmentId: departmentId.get(e.departmentKey)!,
          designationId: designationId.get(e.designationKey)!,
          managerId: e.managerKey ? employeeId.get(e.managerKey)! : null,
          branchId: (inAbuDhabi ? abuDhabi : dubai)!.id,
          hireDate: e.hireDate,
          employmentType: e.employmentType,
          workLocation: inAbuDhabi ? 'Abu Dhabi office' : 'Dubai office',
          dateOfBirth: e.dateOfBirth,
          gender: e.gender,
          maritalStatus: i % 3 === 0 ? 'married' : 'single',
          nationality: e.nationality,
          address: {
            line1: `Building ${10 + (i % 40)}, Street ${3 + (i % 17)}`,
            city: inAbuDhabi ? 'Abu Dhabi' : 'Dubai',
            countryCode: 'AE',
          },
          emergencyContact: {
            name: `${i % 2 === 0 ? 'Sam' : 'Alex'} ${e.lastName}`,
            relationship: i % 2 === 0 ? 'Spouse' : 'Sibling',
            phone: `+971 50 ${String(2000000 + i * 7919).slice(0, 7)}`,
          },
          education:
            i % 4 === 0
              ? [{ institution: 'University of Dubai', degree: 'BSc', field: 'Business Administration', startDate: null, endDate: null }]
              : [],
          previousJobs: i % 5 === 0 ? [{ company: 'Gulf Horizon LLC', title: 'Associate', startDate: null, endDate: null }] : [],
          skills: skillsOf[e.departmentKey] ?? [],
          salaryAmount: e.salaryMonthlyAed.toFixed(2),
          salaryCurrency: 'AED',
          salaryFrequency: 'monthly',
          bank:
            i % 2 === 0
              ? {
                  bankName: 'Emirates NBD',
                  accountName: nameOf(e),
                  iban: `AE07033123456789${String(1000000 + i).slice(0, 7)}`,
                  swift: 'EBILAEAD',
                }
              : null,
          nationalId: {
            type: 'Emirates ID',
            number: `784-${1970 + (i % 30)}-${String(1234567 + i * 31).slice(0, 7)}-${i % 10}`,
            expiresOn: addDays(today, 200 + i * 9),
          },
          medical: i % 6 === 0 ? { bloodType: ['A+', 'O+', 'B+', 'AB+'][i % 4]!, notes: null } : null,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: employees.id });
      employeeId.set(e.key, row!.id);
    }

    // Department heads: the holder of each department's top designation.
    for (const d of demoDepartments) {
      const top = demoDesignations.find((g) => g.departmentKey === d.key && !g.reportsToKey)!;
      const head = people.find((e) => e.designationKey === top.key);
      if (head) {
        await tx
          .update(departments)
          .set({ headEmployeeId: employeeId.get(head.key)! })
          .where(and(eq(departments.companyId, company.id), eq(departments.id, departmentId.get(d.key)!)));
      }
    }

    // Job history: everyone's hiring, two promotions and a few raises.
    const designationName = new Map(demoDesignations.map((d) => [d.key, d.name]));
    const departmentName = new Map(demoDepartments.map((d) => [d.key, d.name]));
    const history: (typeof employeeJobHistory.$inferInsert)[] = people.map((e) => ({
      companyId: company.id,
      employeeId: employeeId.get(e.key)!,
      effectiveOn: e.hireDate,
      field: 'hired',
      toValue: designationId.get(e.designationKey)!,
      toLabel: `${designationName.get(e.designationKey)}, ${departmentName.get(e.departmentKey)}`,
      changedByName: 'Layla Haddad',
      createdAt: new Date(`${e.hireDate}T06:00:00Z`),
    }));
    for (const e of people.filter((p) => p.designationKey === 'sales_mgr')) {
      const on = midpoint(e.hireDate, today);
      history.push({
        companyId: company.id,
        employeeId: employeeId.get(e.key)!,
        effectiveOn: on,
        field: 'designation',
        fromValue: designationId.get('sales_rep')!,
        toValue: designationId.get('sales_mgr')!,
        fromLabel: 'Account Executive',
        toLabel: 'Regional Sales Manager',
        changedByName: 'Layla Haddad',
        createdAt: new Date(`${on}T07:00:00Z`),
      });
    }
    for (const e of people.filter((p) => ['e09', 'e02', 'e16'].includes(p.key))) {
      const on = midpoint(e.hireDate, today);
      const before = Math.round((e.salaryMonthlyAed * 0.9) / 50) * 50;
      history.push({
        companyId: company.id,
        employeeId: employeeId.get(e.key)!,
        effectiveOn: on,
        field: 'salary',
        fromValue: before.toFixed(2),
        toValue: e.salaryMonthlyAed.toFixed(2),
        fromLabel: `${before} AED monthly`,
        toLabel: `${e.salaryMonthlyAed} AED monthly`,
        changedByName: 'Layla Haddad',
        createdAt: new Date(`${on}T08:00:00Z`),
      });
    }
    await tx.insert(employeeJobHistory).values(history);

    // Documents: contracts and passports for a dozen people; a few expire within the reminder windows.
    const documents: (typeof employeeDocuments.$inferInsert)[] = [];
    const withDocs = people.filter((_, i) => i % 5 === 0 || ['e09', 'e07', 'e01'].includes(people[i]!.key));
    for (const [n, e] of withDocs.entries()) {
      const slug = `${e.firstName}-${e.lastName}`.toLowerCase().replace(/[^a-z]+/g, '-');
      const expiry =
        n === 0 ? addDays(today, 5) : n === 1 ? addDays(today, 20) : n === 2 ? addDays(today, 28) : addDays(today, 120 + n * 30);
      for (const doc of [
        { title: 'Employment contract', category: 'contract', file: `employment-contract-${slug}.pdf`, expiresOn: null },
        { title: 'Passport', category: 'passport', file: `passport-${slug}.pdf`, expiresOn: expiry },
        ...(n % 2 === 0 ? [{ title: 'Residence visa', category: 'visa', file: `visa-${slug}.pdf`, expiresOn: addDays(expiry, 45) }] : []),
      ]) {
        const size = demoPdf([
          doc.title,
          nameOf(e),
          doc.expiresOn ? `Valid until ${doc.expiresOn}` : 'No expiry date',
          'Demo document generated by HCIMS',
        ]).length;
        documents.push({
          companyId: company.id,
          employeeId: employeeId.get(e.key)!,
          title: doc.title,
          category: doc.category,
          storageKey: null,
          demo: true,
          fileName: doc.file,
          contentType: 'application/pdf',
          sizeBytes: size,
          expiresOn: doc.expiresOn,
          uploadedByName: 'Layla Haddad',
          uploadedAt: new Date(`${e.hireDate}T09:00:00Z`),
        });
      }
    }
    await tx.insert(employeeDocuments).values(documents);

    // One former employee: resigned two months ago, offboarding done, access long ended.
    const leaver = people.find((e) => e.key === LEAVER)!;
    let lastDay = addDays(today, -60);
    if (lastDay < leaver.hireDate) lastDay = leaver.hireDate;
    const endsAt = accessEndsAt(lastDay, company.timeZone || ZONE);
    await tx.insert(employeeTerminations).values({
      companyId: company.id,
      employeeId: employeeId.get(leaver.key)!,
      terminationDate: lastDay,
      type: 'resignation',
      reason: 'Relocating to another country',
      checklist: DEFAULT_CHECKLIST.map((item) => ({ ...item, done: true })),
      accessEndsAt: endsAt,
      accessRevokedAt: endsAt,
      recordedByName: 'Layla Haddad',
      recordedAt: new Date(endsAt.getTime() - 30 * 86_400_000),
    });
    await tx
      .update(employees)
      .set({ terminationDate: lastDay, updatedAt: now })
      .where(and(eq(employees.companyId, company.id), eq(employees.id, employeeId.get(leaver.key)!)));
  },
};
