import { eq, inArray } from 'drizzle-orm';
import type { ModuleSeed } from '../../db/seed.js';
import { bindCompany } from '../../platform/tenancy/index.js';
import { DEMO_SIGN_INS, users } from '../identity/index.js';
import { companies, DEMO_COMPANY_NAME } from '../org/index.js';
import * as repo from './mailbox.repository.js';

/**
 * A believable mailbox for each demo sign-in: a few threads between the demo people (a policy
 * note from HR with a question back, a report and its reply, an office move), each person's
 * oldest received message starred and their newest unread, and one draft each. Times are hours
 * before the seed's "now" so the inbox always looks recent.
 */

type Who = 'owner' | 'hr-admin' | 'manager' | 'employee';
type Planned = { from: Who; to: Who[]; hoursAgo: number; subject: string; body: string };

const THREADS: readonly Planned[] = [
  {
    from: 'hr-admin',
    to: ['employee', 'manager', 'owner'],
    hoursAgo: 150,
    subject: 'Updated leave policy for next year',
    body: 'Hello all,\n\nThe leave policy for next year is now on the intranet. The main change: up to five unused days carry over to March instead of the end of January.\n\nAsk me if anything is unclear.\n\nLayla',
  },
  {
    from: 'manager',
    to: ['employee'],
    hoursAgo: 100,
    subject: 'Quarterly report figures',
    body: 'Hi Jose,\n\nCould you send me the attendance and overtime figures of the team for the quarter by Thursday? The format of last quarter is fine.\n\nThanks,\nRahul',
  },
  {
    from: 'employee',
    to: ['manager'],
    hoursAgo: 75,
    subject: 'Re: Quarterly report figures',
    body: 'Hi Rahul,\n\nThe figures are in the shared folder. Overtime is down by about a tenth compared with last quarter.\n\nJose',
  },
  {
    from: 'owner',
    to: ['hr-admin', 'manager'],
    hoursAgo: 50,
    subject: 'Office move on the first of the month',
    body: 'Dear Layla, dear Rahul,\n\nThe move to the new floor is confirmed for the first of the month. Please make sure every team knows where its desks will be.\n\nOmar',
  },
  {
    from: 'hr-admin',
    to: ['owner'],
    hoursAgo: 26,
    subject: 'Re: Office move on the first of the month',
    body: 'Dear Omar,\n\nThe seating plan went out to all staff this morning; the movers come on the Saturday before.\n\nLayla',
  },
  {
    from: 'employee',
    to: ['hr-admin'],
    hoursAgo: 5,
    subject: 'Question about my visa renewal',
    body: 'Hello Layla,\n\nMy visa expires in two months. Which documents do you need from me to start the renewal?\n\nKind regards,\nJose',
  },
];

const DRAFTS: readonly Planned[] = [
  {
    from: 'employee',
    to: ['manager'],
    hoursAgo: 2,
    subject: 'Training request',
    body: 'Hi Rahul,\n\nI would like to join the Excel course next month. ',
  },
  { from: 'manager', to: ['employee'], hoursAgo: 3, subject: 'Team lunch on Thursday', body: 'Hi all,\n\nLet us meet at one at ' },
  {
    from: 'hr-admin',
    to: ['employee'],
    hoursAgo: 4,
    subject: 'Re: Question about my visa renewal',
    body: 'Hello Jose,\n\nPlease send a copy of ',
  },
  { from: 'owner', to: ['hr-admin'], hoursAgo: 6, subject: 'Board meeting agenda', body: 'Layla,\n\nFor the board meeting I would add ' },
];

export const workspaceSeed: ModuleSeed = {
  module: 'workspace',
  async run({ tx, now }) {
    const [company] = await tx.select({ id: companies.id }).from(companies).where(eq(companies.name, DEMO_COMPANY_NAME));
    if (!company) throw new Error('the workspace seed needs the demo company');
    const companyId = company.id;
    await bindCompany(tx, { companyId, userId: null });
    const found = await tx
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(
        inArray(
          users.email,
          DEMO_SIGN_INS.map((p) => p.email),
        ),
      );
    const idOf = (role: Who) => {
      const email = DEMO_SIGN_INS.find((p) => p.role === role)!.email;
      const user = found.find((u) => u.email === email);
      if (!user) throw new Error(`the workspace seed needs the demo ${role}`);
      return user.id;
    };
    const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000);

    // Who received what, oldest first: each person's oldest is starred, their newest unread.
    const received = new Map<Who, number[]>();
    THREADS.forEach((m, i) => m.to.forEach((who) => received.set(who, [...(received.get(who) ?? []), i])));

    for (const [i, planned] of THREADS.entries()) {
      const when = at(planned.hoursAgo);
      const message = await repo.insertMessage(tx, {
        companyId,
        senderUserId: idOf(planned.from),
        recipientUserIds: planned.to.map(idOf),
        subject: planned.subject,
        body: planned.body,
        sentAt: when,
        createdAt: when,
        updatedAt: when,
      });
      await repo.insertEntries(tx, [
        { companyId, messageId: message.id, userId: idOf(planned.from), box: 'sent', read: true, at: when },
        ...planned.to.map((who) => {
          const mine = received.get(who)!;
          return {
            companyId,
            messageId: message.id,
            userId: idOf(who),
            box: 'inbox' as const,
            read: mine.at(-1) !== i,
            starred: mine[0] === i,
            at: when,
          };
        }),
      ]);
    }
    for (const draft of DRAFTS) {
      const when = at(draft.hoursAgo);
      const message = await repo.insertMessage(tx, {
        companyId,
        senderUserId: idOf(draft.from),
        recipientUserIds: draft.to.map(idOf),
        subject: draft.subject,
        body: draft.body,
        sentAt: null,
        createdAt: when,
        updatedAt: when,
      });
      await repo.insertEntries(tx, [{ companyId, messageId: message.id, userId: idOf(draft.from), box: 'draft', read: true, at: when }]);
    }
  },
};
