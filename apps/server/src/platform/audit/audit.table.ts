import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Who did what, when, to which record, with the state before and after. Tenant data: company_id
 * is null only for events that belong to no company (a failed sign-in with an unknown email),
 * which no tenant can read.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid(),
    actorUserId: uuid(),
    action: text().notNull(),
    targetType: text(),
    targetId: text(),
    before: jsonb(),
    after: jsonb(),
    requestId: text(),
    ip: text(),
    at: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [index().on(t.companyId, t.at), index().on(t.actorUserId, t.at)],
);
