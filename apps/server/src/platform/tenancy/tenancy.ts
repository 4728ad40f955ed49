import type { WorkingDay } from '@hcims/contracts/org';
import { sql } from 'drizzle-orm';
import { RUNTIME_ROLE, selectRows, type Database, type Db } from '../../db/client.js';
import { applySettings, transactionWithSettings, type OpeningRow, type TransactionSettings } from '../../db/transactions.js';

export { RUNTIME_ROLE };

/** Who is acting, and in which company. Always taken from the session, never from a request body. */
export type TenantContext = {
  companyId: string;
  groupId: string;
  userId: string | null;
};

declare const tenantScoped: unique symbol;
/** A transaction whose every statement runs as the runtime role, limited by RLS to one company. */
export type TenantTx = Db & { readonly [tenantScoped]: true };

/**
 * The settings that scope a transaction to a company: `SET LOCAL ROLE hcims_app` plus the values
 * the row-level security policies read. All end with the transaction, so a pooled connection
 * never carries them into the next request.
 */
function tenantSettings(ctx: TenantContext): TransactionSettings {
  return { role: RUNTIME_ROLE, 'app.company_id': ctx.companyId, 'app.user_id': ctx.userId ?? '', 'app.group_id': ctx.groupId };
}

/** Scopes an open transaction to a company (see `tenantSettings`). */
export async function enterTenant(tx: Db, ctx: TenantContext): Promise<TenantTx> {
  await applySettings(tx, tenantSettings(ctx));
  return tx as TenantTx;
}

/** The company a tenant transaction works in, as nearly every request needs it (dates, money, working days). */
export type TenantCompany = { name: string; timeZone: string; currency: string; workingDays: WorkingDay[] };

const companyColumns = `name, time_zone as "timeZone", currency, working_days as "workingDays" from companies`;
/** Read with the settings, in the same message (db/transactions.ts): the policies let it see this one company. */
const COMPANY_OF_TENANT = `select ${companyColumns} where id = current_setting('app.company_id')::uuid`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The company each open tenant transaction read when it opened, by transaction. */
const openedWith = new WeakMap<Db, { companyId: string; company: TenantCompany }>();

/**
 * The transaction's company: what its opening read when `withTenant` opened it, or else (platform
 * code that entered a company with `bindCompany`) one read, kept for the rest of the transaction.
 */
export async function tenantCompany(tx: Db, companyId: string): Promise<TenantCompany> {
  const known = openedWith.get(tx);
  if (known?.companyId === companyId) return known.company;
  const [company] = await selectRows<TenantCompany>(tx, sql`select ${sql.raw(companyColumns)} where id = ${companyId}`);
  if (!company) throw new Error(`company ${companyId} is not visible`);
  openedWith.set(tx, { companyId, company });
  return company;
}

/** After a change to the company's row: the transaction's next `tenantCompany` reads it again. */
export function forgetTenantCompany(tx: Db): void {
  openedWith.delete(tx);
}

/**
 * The one way business data is read and written: a transaction scoped to the caller's company,
 * its settings sent with its BEGIN, with the company's row read in the same message
 * (`tenantCompany`). Queries inside see and change only that company's rows, even a query that
 * forgets its `where company_id = ...` (the policies are FORCEd and the runtime role is not the
 * owner).
 */
export async function withTenant<T>(database: Pick<Database, 'db'>, ctx: TenantContext, work: (tx: TenantTx) => Promise<T>): Promise<T> {
  return transactionWithSettings(
    database.db,
    tenantSettings(ctx),
    (tx, opened: OpeningRow) => {
      if (opened) openedWith.set(tx, { companyId: ctx.companyId, company: opened as TenantCompany });
      return work(tx as TenantTx);
    },
    // A company id that is not a uuid (none from a verified session) would fail the cast, and with it the BEGIN.
    UUID.test(ctx.companyId) ? COMPANY_OF_TENANT : undefined,
  );
}

/**
 * For platform code (sign-in, sessions, sign-up, scheduled work): names the company its
 * statements concern, so the policies let it read and write that company's rows and no other's,
 * and, given a group, that group's row (a new group at sign-up, a rename). It does not switch
 * role: request paths already run as the runtime role (their connection starts as it).
 */
export async function bindCompany(tx: Db, ctx: { companyId: string; userId: string | null; groupId?: string }): Promise<void> {
  await applySettings(tx, {
    'app.company_id': ctx.companyId,
    'app.user_id': ctx.userId ?? '',
    ...(ctx.groupId ? { 'app.group_id': ctx.groupId } : {}),
  });
}

/**
 * For platform code only: names the addresses the transaction works on (sign-in, sign-up, an
 * invitation, a reset request), so their accounts and sign-in throttles become visible, and an
 * account can be created for them. Lower-cased; lasts until the transaction ends.
 */
export async function bindEmails(tx: Db, emails: readonly string[]): Promise<void> {
  await applySettings(tx, { 'app.emails': JSON.stringify(emails.map((e) => e.toLowerCase())) });
}

/**
 * For platform code only: names the digest of a token the caller presented (a refresh token, an
 * emailed one-time token), so that token, its session or its account become visible.
 */
export async function bindSecret(tx: Db, digest: string): Promise<void> {
  await applySettings(tx, { 'app.secret': digest });
}

/**
 * For platform code only: lets the transaction see one person's own memberships in every
 * company (and those companies), to choose where sign-in lands and to list the company switcher.
 */
export async function bindSelf(tx: Db, userId: string): Promise<void> {
  await applySettings(tx, { 'app.self_user_id': userId });
}
