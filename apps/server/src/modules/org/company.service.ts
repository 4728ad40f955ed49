import type { Branch, Company, CreateBranch, UpdateBranch, UpdateCompany } from '@hcims/contracts/org';
import { AppError } from '../../platform/errors/app-error.js';
import { uniqueViolation } from '../../platform/errors/unique-violation.js';
import type { OrgDeps } from './org.deps.js';
import { audit, changes, staleVersion, type RequestCtx } from '../../platform/request/index.js';
import * as repo from './org.repository.js';
import { officeHoursProblem, people, sortWorkingDays, timeOfDay } from './org.rules.js';

export const LOGO_PATH = '/api/org/company/logo';

export function companyView(row: repo.CompanyRow): Company {
  return {
    id: row.id,
    groupId: row.groupId,
    name: row.name,
    logoUrl: row.logoKey ? `${LOGO_PATH}?v=${row.logoKey.slice(0, 8)}` : null,
    email: row.email,
    phone: row.phone,
    website: row.website,
    address: row.address,
    countryCode: row.countryCode,
    timeZone: row.timeZone,
    currency: row.currency,
    taxId: row.taxId,
    taxRatePercent: row.taxRatePercent === null ? null : Number(row.taxRatePercent),
    officeOpens: timeOfDay(row.officeOpens),
    officeCloses: timeOfDay(row.officeCloses),
    breakStarts: timeOfDay(row.breakStarts),
    breakEnds: timeOfDay(row.breakEnds),
    workingDays: sortWorkingDays(row.workingDays),
    version: row.version,
  };
}

async function mustFindCompany(ctx: RequestCtx): Promise<repo.CompanyRow> {
  const row = await repo.findCompany(ctx.tx, ctx.companyId);
  if (!row) throw AppError.notFound('Company');
  return row;
}

export async function getCompany(ctx: RequestCtx): Promise<Company> {
  return companyView(await mustFindCompany(ctx));
}

export async function updateCompany(ctx: RequestCtx, input: UpdateCompany): Promise<Company> {
  const current = await mustFindCompany(ctx);
  const before = companyView(current);
  if (input.version !== current.version) throw staleVersion('ORG_STALE_VERSION', 'company', current.version);
  const { version, ...fields } = input;
  const merged = { ...before, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) };
  const problem = officeHoursProblem(merged);
  if (problem) throw AppError.rule('ORG_OFFICE_HOURS_INVALID', `Office hours: ${problem.message}`, [problem]);
  const { taxRatePercent, workingDays, ...plain } = fields;
  const patch = {
    ...plain,
    ...(taxRatePercent !== undefined ? { taxRatePercent: taxRatePercent === null ? null : String(taxRatePercent) } : {}),
    ...(workingDays ? { workingDays: sortWorkingDays(workingDays) } : {}),
  };
  let row: repo.CompanyRow | undefined;
  try {
    row = await repo.updateCompany(ctx.tx, ctx.companyId, version, patch, ctx.now);
  } catch (error) {
    if (uniqueViolation(error) !== null)
      throw new AppError('ORG_COMPANY_NAME_TAKEN', 'Another company of the group has this name', { status: 409 });
    throw error;
  }
  if (!row) throw staleVersion('ORG_STALE_VERSION', 'company', (await mustFindCompany(ctx)).version);
  const after = companyView(row);
  const diff = changes(before, after);
  await audit(ctx, 'org.company-updated', { type: 'company', id: ctx.companyId }, diff.before, diff.after);
  return after;
}

/** Records a new logo; answers the storage key of the previous one, for the caller to delete after commit. */
export async function setLogo(
  ctx: RequestCtx,
  logo: { key: string; mime: string } | null,
): Promise<{ company: Company; previousKey: string | null }> {
  const current = await mustFindCompany(ctx);
  const row = await repo.updateCompany(
    ctx.tx,
    ctx.companyId,
    current.version,
    { logoKey: logo?.key ?? null, logoType: logo?.mime ?? null },
    ctx.now,
  );
  if (!row) throw staleVersion('ORG_STALE_VERSION', 'company', (await mustFindCompany(ctx)).version);
  await audit(
    ctx,
    logo ? 'org.logo-uploaded' : 'org.logo-removed',
    { type: 'company', id: ctx.companyId },
    { logo: current.logoKey !== null },
    {
      logo: logo !== null,
    },
  );
  return { company: companyView(row), previousKey: current.logoKey };
}

export async function logoOf(ctx: RequestCtx): Promise<{ key: string; mime: string; companyName: string } | null> {
  const row = await mustFindCompany(ctx);
  return row.logoKey && row.logoType ? { key: row.logoKey, mime: row.logoType, companyName: row.name } : null;
}

// ---- Branches ----

function branchView(row: repo.BranchRow, counts: Map<string, number>): Branch {
  return {
    id: row.id,
    name: row.name,
    city: row.city,
    address: row.address,
    phone: row.phone,
    employeeCount: counts.get(row.id) ?? 0,
    version: row.version,
  };
}

const branchNameTaken = () => new AppError('ORG_BRANCH_NAME_TAKEN', 'A branch with this name already exists', { status: 409 });

async function mustFindBranch(ctx: RequestCtx, id: string): Promise<repo.BranchRow> {
  const row = await repo.findBranch(ctx.tx, ctx.companyId, id);
  if (!row) throw AppError.notFound('Branch');
  return row;
}

export async function listBranches(deps: OrgDeps, ctx: RequestCtx): Promise<Branch[]> {
  const rows = await repo.listBranches(ctx.tx, ctx.companyId);
  // Most companies have no branch: then there is nobody to count (a whole-company scan at 10,000 employees).
  if (rows.length === 0) return [];
  const counts = await deps.people.headcount(ctx.tx, ctx.companyId, 'branch');
  return rows.map((r) => branchView(r, counts));
}

export async function getBranch(deps: OrgDeps, ctx: RequestCtx, id: string): Promise<Branch> {
  const row = await mustFindBranch(ctx, id);
  return branchView(row, await deps.people.headcount(ctx.tx, ctx.companyId, 'branch'));
}

export async function createBranch(deps: OrgDeps, ctx: RequestCtx, input: CreateBranch): Promise<Branch> {
  let row: repo.BranchRow;
  try {
    row = await repo.insertBranch(ctx.tx, {
      companyId: ctx.companyId,
      name: input.name,
      city: input.city ?? null,
      address: input.address ?? null,
      phone: input.phone ?? null,
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) throw branchNameTaken();
    throw error;
  }
  const view = branchView(row, new Map());
  await audit(ctx, 'org.branch-created', { type: 'branch', id: row.id }, null, view);
  return view;
}

export async function updateBranch(deps: OrgDeps, ctx: RequestCtx, id: string, input: UpdateBranch): Promise<Branch> {
  const current = await mustFindBranch(ctx, id);
  if (current.version !== input.version) throw staleVersion('ORG_STALE_VERSION', 'branch', current.version);
  const { version, ...patch } = input;
  let row: repo.BranchRow | undefined;
  try {
    row = await repo.updateBranch(ctx.tx, ctx.companyId, id, version, patch, ctx.now);
  } catch (error) {
    if (uniqueViolation(error) !== null) throw branchNameTaken();
    throw error;
  }
  if (!row) throw staleVersion('ORG_STALE_VERSION', 'branch', (await mustFindBranch(ctx, id)).version);
  const diff = changes(current, row);
  await audit(ctx, 'org.branch-updated', { type: 'branch', id }, diff.before, diff.after);
  return branchView(row, await deps.people.headcount(ctx.tx, ctx.companyId, 'branch'));
}

/** Deleting a branch never leaves employees pointing at nothing: it is refused while anyone is assigned. */
export async function deleteBranch(deps: OrgDeps, ctx: RequestCtx, id: string): Promise<void> {
  const current = await mustFindBranch(ctx, id);
  const assigned = await deps.people.references(ctx.tx, ctx.companyId, 'branch', id);
  if (assigned > 0) {
    throw AppError.rule('ORG_BRANCH_IN_USE', `${people(assigned)} assigned to ${current.name}; assign them to another branch first`, {
      employees: assigned,
    });
  }
  await repo.deleteBranch(ctx.tx, ctx.companyId, id);
  await audit(ctx, 'org.branch-deleted', { type: 'branch', id }, { name: current.name, city: current.city }, null);
}
