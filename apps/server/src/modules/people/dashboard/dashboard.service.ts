import type { PermissionCode, Scope } from '@hcims/contracts/access';
import type { HrDashboard } from '@hcims/contracts/people';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import type { AuthContext, Clock } from '../../../platform/auth/index.js';
import { withTenant } from '../../../platform/tenancy/index.js';
import { users } from '../../identity/index.js';
import { departments, designations } from '../../org/index.js';
import { employeeDocuments, employees } from '../people.table.js';
import { scopeOf } from '../people.deps.js';
import { companyCalendar, scopeCondition } from '../people.repository.js';
import { forbidden } from '../people.service.js';
import { computeDashboard } from './dashboard.rules.js';

/**
 * The HR dashboard (/hcims): a few columns of every employee in the caller's report scope and
 * their dated documents, in one tenant transaction; the figures come from dashboard.rules.
 * About 10,000 employees is a few hundred kilobytes and milliseconds of arithmetic.
 */
/** The scope the caller holds a permission with (the guard has already refused callers without it). */
function heldScope(auth: AuthContext, code: PermissionCode): Scope {
  const scope = scopeOf(auth, code);
  if (!scope) throw forbidden(code);
  return scope;
}

export function createDashboardService(deps: { database: Database; clock: Clock }) {
  async function dashboard(auth: AuthContext, asOf?: string): Promise<HrDashboard> {
    const scope = heldScope(auth, 'people.reports:read');
    return withTenant(deps.database, { companyId: auth.companyId, groupId: auth.groupId, userId: auth.userId }, async (tx) => {
      const day = asOf ?? (await companyCalendar(tx, auth.companyId, deps.clock())).today;
      const inScope = and(eq(employees.companyId, auth.companyId), scopeCondition(scope, auth.companyId, auth.userId));
      const people = await tx
        .select({
          id: employees.id,
          firstName: employees.firstName,
          lastName: employees.lastName,
          departmentId: employees.departmentId,
          departmentName: departments.name,
          designationId: employees.designationId,
          designationName: designations.name,
          gender: employees.gender,
          hireDate: employees.hireDate,
          terminationDate: employees.terminationDate,
          dateOfBirth: employees.dateOfBirth,
          state: employees.state,
          invited: sql<boolean>`coalesce(${users.status} = 'invited', false)`,
        })
        .from(employees)
        .innerJoin(departments, eq(departments.id, employees.departmentId))
        .innerJoin(designations, eq(designations.id, employees.designationId))
        .leftJoin(users, eq(users.id, employees.userId))
        .where(inScope);
      const documents = await tx
        .select({
          id: employeeDocuments.id,
          employeeId: employeeDocuments.employeeId,
          title: employeeDocuments.title,
          category: employeeDocuments.category,
          expiresOn: employeeDocuments.expiresOn,
        })
        .from(employeeDocuments)
        .innerJoin(employees, eq(employees.id, employeeDocuments.employeeId))
        .where(and(inScope, isNotNull(employeeDocuments.expiresOn)));
      return computeDashboard({
        asOf: day,
        scope: scope === 'own' ? 'team' : scope,
        employees: people.map((p) => ({
          ...p,
          name: `${p.firstName} ${p.lastName}`,
          state: p.state === 'on_leave' ? 'on_leave' : 'active',
          invited: Boolean(p.invited),
        })),
        documents: documents.map((d) => ({ ...d, expiresOn: d.expiresOn! })),
      });
    });
  }
  return { dashboard };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
