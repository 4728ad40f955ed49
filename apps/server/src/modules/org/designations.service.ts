import type { CreateDesignation, Designation, DesignationChartNode, UpdateDesignation } from '@hcims/contracts/org';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import type { OrgDeps } from './org.deps.js';
import { audit, changes, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './org.repository.js';
import { cycleThrough, depthFirst, listNames } from './org.rules.js';

const hold = (n: number) => (n === 1 ? '1 employee holds' : `${n} employees hold`);

const HOLDERS_IN_CHART = 20;

const nameTaken = () =>
  new AppError('ORG_DESIGNATION_NAME_TAKEN', 'This department already has a designation with this name', { status: 409 });

async function mustFind(ctx: RequestCtx, id: string): Promise<repo.DesignationRow> {
  const row = await repo.findDesignation(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Designation');
  return row;
}

async function views(deps: OrgDeps, ctx: RequestCtx, rows: repo.DesignationRow[]): Promise<Designation[]> {
  const departments = await repo.listDepartments(ctx.tx, ctx.companyId);
  const all = await repo.listDesignations(ctx.tx, ctx.companyId);
  const headcount = await deps.people.headcount(ctx.tx, ctx.companyId, 'designation');
  const departmentName = new Map(departments.map((d) => [d.id, d.name]));
  const designationName = new Map(all.map((d) => [d.id, d.name]));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    departmentId: row.departmentId,
    departmentName: departmentName.get(row.departmentId) ?? '',
    reportsToId: row.reportsToId,
    reportsToName: row.reportsToId ? (designationName.get(row.reportsToId) ?? null) : null,
    employeeCount: headcount.get(row.id) ?? 0,
    version: row.version,
  }));
}

export async function listDesignations(deps: OrgDeps, ctx: RequestCtx, departmentId?: string): Promise<Designation[]> {
  return views(deps, ctx, await repo.listDesignations(ctx.tx, ctx.companyId, departmentId));
}

export async function getDesignation(deps: OrgDeps, ctx: RequestCtx, id: string): Promise<Designation> {
  const [one] = await views(deps, ctx, [await mustFind(ctx, id)]);
  return one!;
}

/** The designation org chart: departments in tree order, each department's designations along the reporting line. */
export async function designationChart(deps: OrgDeps, ctx: RequestCtx): Promise<DesignationChartNode[]> {
  const departments = await repo.listDepartments(ctx.tx, ctx.companyId);
  const rows = await repo.listDesignations(ctx.tx, ctx.companyId);
  const headcount = await deps.people.headcount(ctx.tx, ctx.companyId, 'designation');
  const holders = await deps.people.holders(ctx.tx, ctx.companyId, HOLDERS_IN_CHART);
  const out: DesignationChartNode[] = [];
  for (const department of depthFirst(departments)) {
    const own = rows.filter((r) => r.departmentId === department.id);
    // A "reports to" outside the department cannot be written; treat one as a top if old data has it.
    const placed = depthFirst(own.map((r) => ({ ...r, parentId: r.reportsToId })));
    for (const row of placed) {
      out.push({
        id: row.id,
        name: row.name,
        departmentId: department.id,
        departmentName: department.name,
        reportsToId: row.reportsToId,
        depth: row.depth,
        employeeCount: headcount.get(row.id) ?? 0,
        holders: holders.get(row.id) ?? [],
      });
    }
  }
  return out;
}

/** "Reports to" must be a designation of the same department, and must not close a loop. */
async function checkReportsTo(
  ctx: RequestCtx,
  id: string | null,
  departmentId: string,
  reportsToId: string | null | undefined,
): Promise<void> {
  if (!reportsToId) return;
  const all = await repo.listDesignations(ctx.tx, ctx.companyId);
  const parent = all.find((d) => d.id === reportsToId);
  if (!parent) throw AppError.notFound('Designation');
  if (parent.departmentId !== departmentId) {
    throw AppError.rule(
      'ORG_DESIGNATION_OTHER_DEPARTMENT',
      `${parent.name} belongs to another department; a designation reports to one of its own department`,
      {
        path: 'body.reportsToId',
      },
    );
  }
  if (id) {
    const byId = new Map(all.map((d) => [d.id, d]));
    const loop = cycleThrough(new Map(all.map((d) => [d.id, d.reportsToId])), id, reportsToId);
    if (loop) {
      const self = byId.get(id)!.name;
      throw AppError.rule(
        'ORG_DESIGNATION_CYCLE',
        reportsToId === id
          ? `${self} cannot report to itself`
          : `${self} cannot report to ${parent.name}: ${parent.name} already reports to ${self}`,
        { path: loop.map((d) => byId.get(d)?.name ?? d).reverse() },
      );
    }
  }
}

export async function createDesignation(deps: OrgDeps, ctx: RequestCtx, input: CreateDesignation): Promise<Designation> {
  if (!(await repo.findDepartment(ctx.tx, ctx.companyId, input.departmentId))) throw AppError.notFound('Department');
  await checkReportsTo(ctx, null, input.departmentId, input.reportsToId);
  let row: repo.DesignationRow;
  try {
    row = await repo.insertDesignation(ctx.tx, {
      companyId: ctx.companyId,
      name: input.name,
      departmentId: input.departmentId,
      reportsToId: input.reportsToId ?? null,
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
  const created = await getDesignation(deps, ctx, row.id);
  await audit(ctx, 'org.designation-created', { type: 'designation', id: row.id }, null, created);
  return created;
}

export async function updateDesignation(deps: OrgDeps, ctx: RequestCtx, id: string, input: UpdateDesignation): Promise<Designation> {
  const current = await mustFind(ctx, id);
  if (current.version !== input.version) throw staleVersion('ORG_STALE_VERSION', 'designation', current.version);
  const departmentId = input.departmentId ?? current.departmentId;
  if (departmentId !== current.departmentId) {
    if (!(await repo.findDepartment(ctx.tx, ctx.companyId, departmentId))) throw AppError.notFound('Department');
    // Employees' designation must stay inside their department; subordinate titles must follow.
    const holders = await deps.people.references(ctx.tx, ctx.companyId, 'designation', id);
    if (holders > 0) {
      throw AppError.rule(
        'ORG_DESIGNATION_IN_USE',
        `${hold(holders)} ${current.name}; a designation in use cannot move to another department`,
        { employees: holders },
      );
    }
    const reporting = (await repo.listDesignations(ctx.tx, ctx.companyId, current.departmentId)).filter((d) => d.reportsToId === id);
    if (reporting.length > 0) {
      throw AppError.rule(
        'ORG_DESIGNATION_HAS_CHILDREN',
        `${listNames(reporting.map((d) => d.name))} report${reporting.length === 1 ? 's' : ''} to ${current.name}; it cannot move to another department`,
        { children: reporting.map((d) => d.name) },
      );
    }
  }
  const reportsToId =
    input.reportsToId !== undefined ? input.reportsToId : departmentId !== current.departmentId ? null : current.reportsToId;
  if (reportsToId !== current.reportsToId || departmentId !== current.departmentId)
    await checkReportsTo(ctx, id, departmentId, reportsToId);
  const { version, ...patch } = input;
  let row: repo.DesignationRow | undefined;
  try {
    row = await repo.updateDesignation(ctx.tx, ctx.companyId, id, version, { ...patch, reportsToId }, ctx.now);
  } catch (error) {
    if (uniqueViolation(error) !== null) throw nameTaken();
    throw error;
  }
  if (!row) throw staleVersion('ORG_STALE_VERSION', 'designation', (await mustFind(ctx, id)).version);
  const diff = changes(
    { name: current.name, departmentId: current.departmentId, reportsToId: current.reportsToId },
    { name: row.name, departmentId: row.departmentId, reportsToId: row.reportsToId },
  );
  await audit(ctx, 'org.designation-updated', { type: 'designation', id }, diff.before, diff.after);
  return getDesignation(deps, ctx, id);
}

/** Refused while anyone holds it (former staff included) or other designations report to it. */
export async function deleteDesignation(deps: OrgDeps, ctx: RequestCtx, id: string): Promise<void> {
  const current = await mustFind(ctx, id);
  const holders = await deps.people.references(ctx.tx, ctx.companyId, 'designation', id);
  if (holders > 0) {
    throw AppError.rule('ORG_DESIGNATION_IN_USE', `${hold(holders)} ${current.name}; give them another designation first`, {
      employees: holders,
    });
  }
  const reporting = (await repo.listDesignations(ctx.tx, ctx.companyId, current.departmentId)).filter((d) => d.reportsToId === id);
  if (reporting.length > 0) {
    throw AppError.rule(
      'ORG_DESIGNATION_HAS_CHILDREN',
      `${listNames(reporting.map((d) => d.name))} report${reporting.length === 1 ? 's' : ''} to ${current.name}; change their “reports to” first`,
      { children: reporting.map((d) => d.name) },
    );
  }
  await repo.deleteDesignation(ctx.tx, ctx.companyId, id);
  await audit(
    ctx,
    'org.designation-deleted',
    { type: 'designation', id },
    { name: current.name, departmentId: current.departmentId },
    null,
  );
}

/** The shell's compact designation list. */
export function designationOptions(ctx: RequestCtx) {
  return repo.designationOptions(ctx.tx, ctx.companyId);
}
