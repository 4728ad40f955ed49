import type { DeliveryStatusDto } from '@hcims/contracts/whatsapp';
import type { Db } from '../../db/client.js';
import type { ModuleSeed } from '../../db/seed.js';
import { calendarDateIn } from '../../platform/dates/index.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { DEMO_SIGN_INS } from '../identity/index.js';
import { DEMO_COMPANY_NAME } from '../org/index.js';
import type { RecipientRecord, WhatsAppPeoplePort } from './whatsapp.people-port.js';
import * as repo from './whatsapp.repository.js';
import { planRecipient } from './whatsapp.rules.js';

/**
 * Demo data of the WhatsApp screen, after the people seed: two templates (a birthday greeting
 * and a document expiry reminder) and a few messages of the past weeks with every delivery
 * status (WhatsApp itself is not configured in the demo, so today's note stays queued).
 */

const DAY = 86_400_000;

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

type Company = NonNullable<Awaited<ReturnType<typeof repo.companyByName>>>;
type Sender = { id: string; name: string };

/** Writes one past message to `people`, each recipient ending in the status `statusOf` gives (or failed without a number). */
function messageWriter(tx: Db, company: Company, sender: Sender, now: Date) {
  let counter = 0;
  return async (input: {
    daysAgo: number;
    audience: {
      type: 'employee' | 'department' | 'everyone';
      employeeId?: string | undefined;
      departmentId?: string | undefined;
      label: string;
    };
    template: repo.TemplateRow | null;
    body: string;
    people: RecipientRecord[];
    statusOf: (index: number) => DeliveryStatusDto;
  }) => {
    const at = new Date(now.getTime() - input.daysAgo * DAY);
    const row = await repo.insertMessage(tx, {
      companyId: company.id,
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
      sentByUserId: sender.id,
      sentByName: sender.name,
      createdAt: at,
    });
    const rows = input.people.map((person, index) => {
      const planned = planRecipient(
        input.body,
        { ...person, managerName: null, companyName: company.name },
        { countryCode: company.countryCode, template: input.template !== null },
      );
      const status = planned.failure ? 'failed' : input.statusOf(index);
      counter++;
      return {
        companyId: company.id,
        messageId: row.id,
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
    await repo.insertRecipients(tx, rows);
  };
}

export function whatsappSeed(people: WhatsAppPeoplePort): ModuleSeed {
  return {
    module: 'whatsapp',
    async run({ tx, now }) {
      const company = await repo.companyByName(tx, DEMO_COMPANY_NAME);
      if (!company) throw new Error('the WhatsApp seed needs the demo company');
      await bindCompany(tx, { companyId: company.id, userId: null });
      // A demo database seeded before WhatsApp was a module of its own got these rows with the people reports.
      if (await repo.hasTemplates(tx, company.id)) return;
      const hr = await repo.findUser(tx, { email: DEMO_SIGN_INS.find((p) => p.role === 'hr-admin')!.email });
      if (!hr) throw new Error('the WhatsApp seed needs the demo HR admin');

      const at = new Date(now.getTime() - 30 * DAY);
      const templates: repo.TemplateRow[] = [];
      for (const template of TEMPLATES) {
        templates.push(
          await repo.insertTemplate(tx, { companyId: company.id, ...template, createdBy: hr.id, createdAt: at, updatedAt: at }),
        );
      }
      const [birthday, expiry] = templates as [repo.TemplateRow, repo.TemplateRow];

      // ---- Past messages with mixed delivery statuses ----
      const staff = await people.recipients(
        tx,
        { companyId: company.id, userId: hr.id, scope: 'company' },
        { type: 'everyone' },
        calendarDateIn(now, company.timeZone),
      );
      const message = messageWriter(tx, company, hr, now);
      const sales = staff.filter((s) => s.departmentName === 'Sales');
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
}
