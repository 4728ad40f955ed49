import { RUNTIME_ROLE, type Database, type Db } from '../../db/client.js';
import { applySettings, transactionWithSettings, type TransactionSettings } from '../../db/transactions.js';

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

/**
 * The one way business data is read and written: a transaction scoped to the caller's company,
 * its settings sent with its BEGIN. Queries inside see and change only that company's rows, even a
 * query that forgets its `where company_id = ...` (the policies are FORCEd and the runtime role is
 * not the owner).
 */
export async function withTenant<T>(database: Pick<Database, 'db'>, ctx: TenantContext, work: (tx: TenantTx) => Promise<T>): Promise<T> {
  return transactionWithSettings(database.db, tenantSettings(ctx), (tx) => work(tx as TenantTx));
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
