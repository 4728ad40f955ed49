import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { departments, designations } from '../org/index.js';
import { employees } from './people.table.js';

/**
 * Another company's department, designation and employee, for the route inventories' 404 probes
 * and the tenancy sweep of any module that needs an employee (test support; every name unique).
 */
export async function insertForeignEmployee(
  tx: Db,
  company: { companyId: string; groupId: string },
  label: string,
  extra: { branchId?: string } = {},
) {
  const { companyId, groupId } = company;
  const [department] = await tx
    .insert(departments)
    .values({ companyId, name: `Their ${label} ${randomUUID()}` })
    .returning();
  const [designation] = await tx
    .insert(designations)
    .values({ companyId, name: `Their ${label}`, departmentId: department!.id })
    .returning();
  const [employee] = await tx
    .insert(employees)
    .values({
      companyId,
      groupId,
      firstName: 'Their',
      lastName: label,
      workEmail: `${randomUUID()}@example.test`,
      departmentId: department!.id,
      designationId: designation!.id,
      hireDate: '2020-01-01',
      ...extra,
    })
    .returning();
  return { department: department!, designation: designation!, employee: employee! };
}
