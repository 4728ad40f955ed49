import type { CreateDepartment, Department, DepartmentTreeNode, OrgPerson, UpdateDepartment } from '@hcims/contracts/org';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import type { OrgDeps } from './org.deps.js';
import { audit, changes, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './org.repository.js';
import { cycleThrough, depthFirst, listNames, people, subtreeTotals, timeOfDay } from './org.rules.js';

const nameTaken = () => new AppError('ORG_DEPARTMENT_NAME_TAKEN', 'A department with this name already exists', { status: 409 });

async function mustFind(ctx: RequestCtx, id: string): Promise<repo.DepartmentRow> {
  const row = await repo.findDepartment(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Department');
  return row;
}

type Lookups = {
  rows: repo.DepartmentRow[];
  byId: Map<string, repo.DepartmentRow>;
  heads: Map<string, OrgPerson>;
  headcount: Map<string, number>;
  designationCount: Map<string, number>;
};

async function lookups(deps: OrgDeps, ctx: RequestCtx): Promise<Lookups> {
  const rows = await repo.listDepartments(ctx.tx, ctx.companyId);
  const headIds = rows.flatMap((r) => (r.headEmployeeId ? [r.headEmployeeId] : []));
  const heads = await deps.people.summaries(ctx.tx, ctx.companyId, headIds);
  const headcount = await deps.people.headcount(ctx.tx, ctx.companyId, 'department');
  const designations = await repo.listDesignations(ctx.tx, ctx.companyId);
  const designationCount = new Map<string, number>();
  for (const d of designations) designationCount.set(d.departmentId, (designationCount.get(d.departmentId) ?? 0) + 1);
  return { rows, byId: new Map(rows.map((r) => [r.id, r])), heads, headcount, designationCount };
}

function view(row: repo.DepartmentRow, l: Lookups): Department {
  return {
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    parentName: row.parentId ? (l.byId.get(row.parentId)?.name ?? null) : null,
    headEmployeeId: row.headEmployeeId,
    headEmployeeName: row.headEmployeeId ? (l.heads.get(row.headEmployeeId)?.name ?? null) : null,
    expectedArrival: timeOfDay(row.expectedArrival),
    employeeCount: l.headcount.get(row.id) ?? 0,
    designationCount: l.designationCount.get(row.id) ?? 0,
    version: row.version,
  };
}

export async function listDepartments(deps: OrgDeps, ctx: RequestCtx): Promise<Department[]> {
  const l = await lookups(deps, ctx);
  return l.rows.map((r) => view(r, l));
}

export async function getDepartment(deps: OrgDeps, ctx: RequestCtx, id: string): Promise<Department> {
  await mustFind(ctx, id);
  const l = await lookups(deps, ctx);
  return view(l.byId.get(id)!, l);
}

/** The tree and org chart: depth-first, with each department's head and head-counts (own and with sub-departments). */
export async function departmentTree(deps: OrgDeps, ctx: RequestCtx): Promise<DepartmentTreeNode[]> {
  const l = await lookups(deps, ctx);
  const totals = subtreeTotals(l.rows, l.headcount);
  return depthFirst(l.rows).map((row) => ({
    id: row.id,
    name: row.name,
    parentId: row.parentId,
    depth: row.depth,
    expectedArrival: timeOfDay(row.expectedArrival),
    head: row.headEmployeeId ? (l.heads.get(row.headEmployeeId) ?? null) : null,
    employeeCount: l.headcount.get(row.id) ?? 0,
    totalEmployeeCount: totals.get(row.id) ?? 0,
    childCount: row.childCount,
  }));
}

async function checkHead(deps: OrgDeps, ctx: RequestCtx, headEmployeeId: string | null | undefined): Promise<void> {
  if (!headEmployeeId) return;
  const found = await deps.people.summaries(ctx.tx, ctx.companyId, [headEmployeeId]);
  if (!found.has(headEmployeeId)) throw AppError.notFound('Employee');
}

export async function createDepartment(deps: OrgDeps, ctx: RequestCtx, input: CreateDepartment): Promise<Department> {
  if (input.parentId) await mustFind(ctx, input.parentId);
  await checkHead(deps, ctx, input.headEmployeeId);
  let row: repo.DepartmentRow;
  try {
    row = await repo.insertDepartment(ctx.tx, {
      companyId: ctx.companyId,
      name: input.name,
      parentId: input.parentId ?? null,
      headEmployeeId: input.headEmployeeId ?? null,
      expectedArrival: input.expectedArrival ?? null,
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
  const created = await getDepartment(deps, ctx, row.id);
  await audit(ctx, 'org.department-created', { type: 'department', id: row.id }, null, created);
  return created;
}

/** Renames, moves (no loops), changes the head or the arrival time. Moving keeps the department's people with it. */
export async function updateDepartment(deps: OrgDeps, ctx: RequestCtx, id: string, input: UpdateDepartment): Promise<Department> {
  const current = await mustFind(ctx, id);
  if (current.version !== input.version) throw staleVersion('ORG_STALE_VERSION', 'department', current.version);
  if (input.parentId !== undefined && input.parentId !== current.parentId && input.parentId !== null) {
    const all = await repo.listDepartments(ctx.tx, ctx.companyId);
    const byId = new Map(all.map((d) => [d.id, d]));
    if (!byId.has(input.parentId)) throw AppError.notFound('Department');
    const loop = cycleThrough(new Map(all.map((d) => [d.id, d.parentId])), id, input.parentId);
    if (loop) {
      const target = byId.get(input.parentId)!.name;
      throw AppError.rule(
        'ORG_DEPARTMENT_CYCLE',
        input.parentId === id
          ? `${current.name} cannot be its own parent`
          : `${current.name} cannot move under ${target}: ${target} is inside ${current.name}`,
        { path: loop.map((d) => byId.get(d)?.name ?? d).reverse() },
      );
    }
  }
  if (input.headEmployeeId !== undefined && input.headEmployeeId !== current.headEmployeeId)
    await checkHead(deps, ctx, input.headEmployeeId);
  const { version, ...patch } = input;
  let row: repo.DepartmentRow | undefined;
  try {
    row = await repo.updateDepartment(ctx.tx, ctx.companyId, id, version, patch, ctx.now);
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
  if (!row) throw staleVersion('ORG_STALE_VERSION', 'department', (await mustFind(ctx, id)).version);
  const diff = changes(
    {
      name: current.name,
      parentId: current.parentId,
      headEmployeeId: current.headEmployeeId,
      expectedArrival: timeOfDay(current.expectedArrival),
    },
    { name: row.name, parentId: row.parentId, headEmployeeId: row.headEmployeeId, expectedArrival: timeOfDay(row.expectedArrival) },
  );
  const action = diff.after.parentId !== undefined ? 'org.department-moved' : 'org.department-updated';
  await audit(ctx, action, { type: 'department', id }, diff.before, diff.after);
  return getDepartment(deps, ctx, id);
}

/**
 * Deleting never orphans anything: refused while employees (former staff included, whose
 * records keep their last department), sub-departments or designations are in it.
 */
export async function deleteDepartment(deps: OrgDeps, ctx: RequestCtx, id: string): Promise<void> {
  const current = await mustFind(ctx, id);
  const employees = await deps.people.references(ctx.tx, ctx.companyId, 'department', id);
  if (employees > 0) {
    throw AppError.rule('ORG_DEPARTMENT_HAS_EMPLOYEES', `${people(employees)} in ${current.name}; move them to another department first`, {
      employees,
    });
  }
  const children = (await repo.listDepartments(ctx.tx, ctx.companyId)).filter((d) => d.parentId === id);
  if (children.length > 0) {
    const names = children.map((c) => c.name);
    throw AppError.rule(
      'ORG_DEPARTMENT_HAS_CHILDREN',
      `${current.name} has ${children.length === 1 ? 'a sub-department' : `${children.length} sub-departments`} (${listNames(names)}); move or delete ${children.length === 1 ? 'it' : 'them'} first`,
      { children: names },
    );
  }
  const designations = await repo.listDesignations(ctx.tx, ctx.companyId, id);
  if (designations.length > 0) {
    const names = designations.map((d) => d.name);
    throw AppError.rule(
      'ORG_DEPARTMENT_HAS_DESIGNATIONS',
      `${current.name} has ${designations.length === 1 ? 'a designation' : `${designations.length} designations`} (${listNames(names)}); delete or move ${designations.length === 1 ? 'it' : 'them'} first`,
      { designations: names },
    );
  }
  await repo.deleteDepartment(ctx.tx, ctx.companyId, id);
  await audit(
    ctx,
    'org.department-deleted',
    { type: 'department', id },
    { name: current.name, parentId: current.parentId, headEmployeeId: current.headEmployeeId },
    null,
  );
}

/** The shell's compact department list. */
export function departmentOptions(ctx: RequestCtx) {
  return repo.departmentOptions(ctx.tx, ctx.companyId);
}
