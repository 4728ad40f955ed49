import type { Db } from '../../db/client.js';
import { addDays } from '../../platform/dates/index.js';
import { caseKeyDigest, newCaseKey } from './whistle.rules.js';
import { routinesWhistleCases, routinesWhistleMessages } from './whistle.table.js';

/**
 * Two demo whistle-blowing cases: an anonymous one in review (with a handler's question, the
 * reporter's answer and an internal note) and a named one received, from the demo employee.
 * Their keys are random and thrown away: nobody can follow them as the reporter.
 */
export async function seedDemoWhistle(
  tx: Db,
  input: { companyId: string; today: string; namedReporterUserId: string | null; handlerUserId: string | null },
): Promise<void> {
  const received = addDays(input.today, -9);
  const [anonymous] = await tx
    .insert(routinesWhistleCases)
    .values({
      companyId: input.companyId,
      reference: 'WB-DEMO7K3Q',
      category: 'fraud',
      description: 'A supplier’s invoices for office supplies seem to be paid twice each month since the summer.',
      status: 'in-review',
      anonymous: true,
      keyHash: caseKeyDigest(newCaseKey()),
      receivedOn: received,
      version: 2,
    })
    .returning({ id: routinesWhistleCases.id });
  await tx.insert(routinesWhistleMessages).values([
    {
      companyId: input.companyId,
      caseId: anonymous!.id,
      seq: 1,
      author: 'handler',
      handlerUserId: input.handlerUserId,
      body: 'Thank you. Do you know the supplier’s name or an invoice number?',
      sentOn: addDays(received, 1),
    },
    {
      companyId: input.companyId,
      caseId: anonymous!.id,
      seq: 2,
      author: 'reporter',
      body: 'The stationery supplier; invoices from July on.',
      sentOn: addDays(received, 3),
    },
    {
      companyId: input.companyId,
      caseId: anonymous!.id,
      seq: 3,
      author: 'handler',
      handlerUserId: input.handlerUserId,
      internal: true,
      body: 'Asked finance for the July to October payment runs.',
      sentOn: addDays(received, 4),
    },
  ]);
  await tx.insert(routinesWhistleCases).values({
    companyId: input.companyId,
    reference: 'WB-DEMO2M8P',
    category: 'safety',
    description: 'The fire exit at the back of the warehouse is blocked by pallets most evenings.',
    anonymous: false,
    reporterUserId: input.namedReporterUserId,
    keyHash: caseKeyDigest(newCaseKey()),
    receivedOn: addDays(input.today, -2),
  });
}
