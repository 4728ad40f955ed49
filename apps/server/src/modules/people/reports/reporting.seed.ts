import type { DeliveryStatusDto } from '@hcims/contracts/people';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { ModuleSeed } from '../../../db/seed.js';
import { bindCompany } from '../../../platform/tenancy/index.js';
import { DEMO_SIGN_INS, users } from '../../identity/index.js';
import { companies, DEMO_COMPANY_NAME, departments, designations } from '../../org/index.js';
import { employees } from '../people.table.js';
import { planRecipient, whatsappMessages, whatsappRecipients, whatsappTemplates } from '../whatsapp/index.js';

/**
 * Demo data of the HR reports and WhatsApp screens, after the people seed: two WhatsApp
 * templates (a birthday greeting and a document expiry reminder), a few messages of the past
 * weeks with every delivery status (WhatsApp itself is not configured in the demo). The demo's
 * saved reports are the reports module's seed.
 */

const DAY = 86_400_000;

type Template = typeof whatsappTemplates.$inferSelect;

const TEMPLATES = [
  {
    name: 'Birthday greeting',
    language: 'en',
    body: 'Happy birthday {{first_name}}! Everyone at {{company}} wishes you a wonderful day.',
    cloudTemplateName: 'birthday_greeting',
  },
  {
    name: 'Document expiry reminder',
    language: 'en',
    body: 'Hello {{first_name}}, a document HR keeps for you expires soon. Please send the renewed copy to Human Resources.',
    cloudTemplateName: 'document_expiry_reminder',
  },
] as const;

/** A status history that ends in `status`, stamped from `at`. */
function timeline(status: DeliveryStatusDto, at: Date) {
  const after = (minutes: number) => new Date(at.getTime() + minutes * 60_000);
  switch (status) {
    case 'read':
      return { sentAt: after(1), deliveredAt: after(2), readAt: after(45) };
    case 'delivered':
      return { sentAt: after(1), deliveredAt: after(3) };
    case 'sent':
      return { sentAt: after(1) };
    case 'failed':
      return { sentAt: after(1), failedAt: after(2) };
    default:
      return {};
  }
}

export const peopleReportingSeed: ModuleSeed = {
  module: 'people-reporting',
  async run({ tx, now }) {
    const [company] = await tx.select().from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    if (!company) throw new Error('the people reporting seed needs the demo company');
    await bindCompany(tx, { companyId: company.id, userId: null });
    const email = (role: string) => DEMO_SIGN_INS.find((p) => p.role === role)!.email;
    const [hr] = await tx
      .select()
      .from(users)
      .where(eq(users.email, email('hr-admin')));
    if (!hr) throw new Error('the people reporting seed needs the demo HR sign-in');

    // ---- WhatsApp templates ----
    const templates: (typeof whatsappTemplates.$inferSelect)[] = [];
    for (const template of TEMPLATES) {
      const at = new Date(now.getTime() - 30 * DAY);
      const [row] = await tx
        .insert(whatsappTemplates)
        .values({ companyId: company.id, ...template, createdBy: hr.id, createdAt: at, updatedAt: at })
        .returning();
      templates.push(row!);
    }
    const [birthday, expiry] = templates as [Template, Template];

    // ---- Past messages with mixed delivery statuses ----
    const staff = await tx
      .select({
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        preferredName: employees.preferredName,
        employeeNumber: employees.employeeNumber,
        departmentId: employees.departmentId,
        departmentName: departments.name,
        designationName: designations.name,
        hireDate: employees.hireDate,
        mobilePhone: employees.mobilePhone,
        workPhone: employees.workPhone,
      })
      .from(employees)
      .innerJoin(departments, eq(departments.id, employees.departmentId))
      .innerJoin(designations, eq(designations.id, employees.designationId))
      .where(and(eq(employees.companyId, company.id), isNull(employees.terminationDate)))
      .orderBy(asc(employees.lastName), asc(employees.firstName));
    const sales = staff.filter((s) => s.departmentName === 'Sales');
    let counter = 0;
    async function message(input: {
      daysAgo: number;
      audience: { type: 'employee' | 'department' | 'everyone'; employeeId?: string; departmentId?: string; label: string };
      template: Template | null;
      body: string;
      people: typeof staff;
      statusOf: (index: number) => DeliveryStatusDto;
    }) {
      const at = new Date(now.getTime() - input.daysAgo * DAY);
      const [row] = await tx
        .insert(whatsappMessages)
        .values({
          companyId: company!.id,
          audienceType: input.audience.type,
          audienceEmployeeId: input.audience.employeeId ?? null,
          audienceDepartmentId: input.audience.departmentId ?? null,
          audienceLabel: input.audience.label,
          contentType: input.template ? 'template' : 'text',
          templateId: input.template?.id ?? null,
          templateName: input.template?.name ?? null,
          body: input.body,
          cloudTemplateName: input.template?.cloudTemplateName ?? null,
          language: input.template?.language ?? null,
          sentByUserId: hr!.id,
          sentByName: hr!.name,
          createdAt: at,
        })
        .returning();
      const rows = input.people.map((person, index) => {
        const planned = planRecipient(
          input.body,
          { ...person, managerName: null, companyName: company!.name },
          { countryCode: company!.countryCode, template: input.template !== null },
        );
        const status = planned.failure ? 'failed' : input.statusOf(index);
        counter++;
        return {
          companyId: company!.id,
          messageId: row!.id,
          employeeId: person.id,
          employeeName: `${person.firstName} ${person.lastName}`,
          phone: planned.phone,
          text: planned.text,
          parameters: input.template ? planned.parameters : null,
          status,
          failureCode: planned.failure?.code ?? (status === 'failed' ? 'WHATSAPP_131026' : null),
          failureReason: planned.failure?.reason ?? (status === 'failed' ? 'Message undeliverable: the number is not on WhatsApp' : null),
          providerMessageId: status === 'queued' || planned.failure ? null : `wamid.DEMO${String(counter).padStart(6, '0')}`,
          attempts: status === 'queued' ? 0 : 1,
          nextAttemptAt: at,
          createdAt: at,
          updatedAt: at,
          ...timeline(status, at),
        };
      });
      if (rows.length > 0) await tx.insert(whatsappRecipients).values(rows);
    }

    const celebrant = staff[3]!;
    await message({
      daysAgo: 12,
      audience: { type: 'employee', employeeId: celebrant.id, label: `${celebrant.firstName} ${celebrant.lastName}` },
      template: birthday,
      body: birthday.body,
      people: [celebrant],
      statusOf: () => 'read',
    });
    await message({
      daysAgo: 6,
      audience: { type: 'department', departmentId: sales[0]?.departmentId, label: 'Sales' },
      template: expiry,
      body: expiry.body,
      people: sales,
      statusOf: (i) => (['read', 'delivered', 'failed', 'sent', 'delivered'] as const)[i % 5]!,
    });
    await message({
      daysAgo: 2,
      audience: { type: 'everyone', label: '' },
      template: null,
      body: 'Dear {{first_name}}, the office closes at 2 pm on Thursday for the quarterly town hall at {{company}} HQ.',
      people: staff,
      statusOf: (i) => (i % 11 === 5 ? 'failed' : i % 3 === 0 ? 'read' : 'delivered'),
    });
    // Today's note, still waiting: the demo has no WhatsApp configuration, so it stays queued.
    const hrTeam = staff.filter((s) => s.departmentName === 'Human Resources');
    await message({
      daysAgo: 0,
      audience: { type: 'department', departmentId: hrTeam[0]?.departmentId, label: 'Human Resources' },
      template: null,
      body: 'Hi {{first_name}}, the new leave policy is on the intranet.',
      people: hrTeam,
      statusOf: () => 'queued',
    });
  },
};
