import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BuiltInRoleKey, Scope } from '@hcims/contracts/access';
import { memberships } from '../identity/identity.table.js';
import { companies } from '../org/org.table.js';

/** A role (permission group) of a company. Built-in roles carry their key and cannot be deleted. */
export const roles = pgTable(
  'roles',
  {
    id: uuid().primaryKey().defaultRandom(),
    companyId: uuid()
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text().notNull().default(''),
    colour: text().notNull().default('#64748b'),
    builtIn: text().$type<BuiltInRoleKey>(),
    /** Optimistic concurrency: every change increments it; a stale write answers 409. */
    version: integer().notNull().default(1),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('roles_company_id_id_unique').on(t.companyId, t.id),
    uniqueIndex('roles_company_name_unique').on(t.companyId, sql`lower(${t.name})`),
    uniqueIndex('roles_company_built_in_unique')
      .on(t.companyId, t.builtIn)
      .where(sql`${t.builtIn} is not null`),
  ],
);

/** What a role grants on one catalogue resource: the CRUD switches and one scope. */
export const roleGrants = pgTable(
  'role_grants',
  {
    companyId: uuid().notNull(),
    roleId: uuid().notNull(),
    resource: text().notNull(),
    canCreate: boolean().notNull().default(false),
    canRead: boolean().notNull().default(false),
    canUpdate: boolean().notNull().default(false),
    canDelete: boolean().notNull().default(false),
    scope: text().$type<Scope>().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.resource] }),
    index().on(t.companyId),
    // Role and grant always belong to the same company.
    foreignKey({ columns: [t.companyId, t.roleId], foreignColumns: [roles.companyId, roles.id] }).onDelete('cascade'),
    check('role_grants_scope_check', sql`${t.scope} in ('own', 'team', 'department', 'company', 'group')`),
  ],
);

/** Who holds which role. Member and role always belong to the same company. */
export const roleMembers = pgTable(
  'role_members',
  {
    companyId: uuid().notNull(),
    roleId: uuid().notNull(),
    membershipId: uuid().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.roleId, t.membershipId] }),
    index().on(t.membershipId),
    index().on(t.companyId),
    foreignKey({ columns: [t.companyId, t.roleId], foreignColumns: [roles.companyId, roles.id] }).onDelete('cascade'),
    foreignKey({ columns: [t.companyId, t.membershipId], foreignColumns: [memberships.companyId, memberships.id] }).onDelete('cascade'),
  ],
);
