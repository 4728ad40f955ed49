import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PermissionSet } from '@hcims/contracts/access';
import { companies } from '../org/org.table.js';

/**
 * A person who can sign in. Platform data: not owned by one company (a person can belong to
 * several companies of a group), so it carries no company_id; RLS lets the runtime role see only
 * the users of the active company and the signed-in user.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    email: text().notNull(),
    name: text().notNull(),
    /** argon2id (PHC string); null until an invited person chooses a password. */
    passwordHash: text(),
    status: text({ enum: ['invited', 'active', 'disabled'] })
      .notNull()
      .default('active'),
    lastSignInAt: timestamp({ withTimezone: true }),
    /** The company the next sign-in opens. */
    lastCompanyId: uuid().references(() => companies.id, { onDelete: 'set null' }),
    passwordChangedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_unique').on(sql`lower(${t.email})`),
    check('users_status_check', sql`${t.status} in ('invited', 'active', 'disabled')`),
  ],
);

/** A person in a company. Tenant data. */
export const memberships = pgTable(
  'memberships',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * 'invited': an existing account was invited (ADR 0082) and has not accepted yet. The
     * company sees only the address until then; sign-in does not offer the company.
     */
    status: text({ enum: ['active', 'invited', 'disabled'] })
      .notNull()
      .default('active'),
    /**
     * The account has not chosen a password yet (its user's status 'invited'), kept on each of
     * its memberships so that a company's own reads (the HR dashboard) need not join the
     * platform's users (ADR 0129). Set when the membership is made; cleared with the account's
     * status when the invitation or the sign-up is accepted (touchMembership).
     */
    accountInvited: boolean().notNull().default(false),
    /**
     * When access to this company ends (an employee's termination: the end of the last working
     * day). From then on sign-in, refresh and company switching no longer offer the company.
     */
    accessEndsAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /**
     * Set by every change of the membership and of its account's status (an invitation
     * accepted): the company's picker directory fingerprints memberships instead of joining
     * users (people's employeeOptionsFingerprint).
     */
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.companyId, t.userId),
    unique('memberships_company_id_id_unique').on(t.companyId, t.id),
    index().on(t.userId),
    /**
     * The pending invitations alone (ADR 0138): the employee list's status reads whether a
     * record's account has one, and without this index PostgreSQL scanned every membership of
     * every company to build that answer at each page.
     */
    index('memberships_invited_index')
      .on(t.companyId, t.userId)
      .where(sql`${t.status} = 'invited'`),
    check('memberships_status_check', sql`${t.status} in ('active', 'invited', 'disabled')`),
  ],
);

/**
 * A signed-in session = one refresh-token family. The access tokens name it (sid); revoking it
 * ends every token of the family. `permissions` is the snapshot taken at sign-in, refresh or
 * company switch, so a role change applies at the next refresh at the latest.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    groupId: uuid().notNull(),
    permissions: jsonb().$type<PermissionSet>().notNull().default({}),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    revokedReason: text(),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index().on(t.userId)],
);

/** Refresh tokens, stored as SHA-256 of the random token. One is current per session; the others are rotated. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    sessionId: uuid()
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    rotatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.sessionId)],
);

/** Single-use emailed tokens (password reset, invitation), stored as SHA-256. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: ['password-reset', 'invitation', 'company-invitation', 'sign-up'] }).notNull(),
    /** The company a 'company-invitation' invites an existing account into (ADR 0082). */
    invitedCompanyId: uuid().references(() => companies.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
  },
  (t) => [uniqueIndex().on(t.tokenHash), index().on(t.userId, t.createdAt)],
);

/**
 * Failed sign-ins per email address, whether or not an account has it, so that a lock never
 * tells an attacker which addresses exist.
 */
export const signInThrottles = pgTable('sign_in_throttles', {
  emailKey: text().primaryKey(),
  failures: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }),
  lockedUntil: timestamp({ withTimezone: true }),
  /** Consecutive locks; each one doubles the next lock. Reset by a successful sign-in. */
  lockouts: integer().notNull().default(0),
  updatedAt: timestamp({ withTimezone: true }).notNull(),
});
