import { foreignKey, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { roles } from '../access/access.table.js';
import { companies } from '../org/org.table.js';
import { users } from './identity.table.js';

/**
 * A person's authenticator (TOTP) and recovery codes. Platform data like `users` (one per
 * account, whatever the company), so no company_id: RLS shows a row only to its own verified
 * person (ADR 0087).
 */
export const userTwoFactor = pgTable('user_two_factor', {
  userId: uuid()
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** The confirmed secret, sealed (AES-256-GCM); null while only set-up has started. */
  secret: text(),
  /** A secret shown for set-up and not yet confirmed with a code, sealed. */
  pendingSecret: text(),
  enabledAt: timestamp({ withTimezone: true }),
  /** The time step of the last accepted code: a code of that step or older is refused (no replay). */
  lastUsedStep: integer(),
  /** SHA-256 of each unused recovery code; a used one is removed. */
  recoveryCodeHashes: jsonb().$type<string[]>().notNull().default([]),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});

/** The roles of a company whose members must sign in with two factors. Tenant data. */
export const twoFactorRequiredRoles = pgTable(
  'two_factor_required_roles',
  {
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    roleId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.companyId, t.roleId] }),
    index().on(t.roleId),
    foreignKey({ columns: [t.companyId, t.roleId], foreignColumns: [roles.companyId, roles.id] }).onDelete('cascade'),
  ],
);
