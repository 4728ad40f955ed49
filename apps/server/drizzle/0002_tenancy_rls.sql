-- Row-level security: the runtime role and the tenant policies (docs/decisions/0003-tenancy-rls.md).
-- The runtime role: tenant-scoped transactions switch to it (SET LOCAL ROLE); it is not the
-- table owner and cannot bypass RLS. Roles are cluster-wide: several databases of one cluster
-- may run this at once, so a concurrent creation is tolerated.
DO $$
BEGIN
  CREATE ROLE hcims_app NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOBYPASSRLS;
EXCEPTION WHEN OTHERS THEN
  IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'hcims_app') THEN
    RAISE;
  END IF;
END
$$
--> statement-breakpoint
-- The migrating user must be able to SET ROLE hcims_app (a superuser always can).
DO $$
BEGIN
  IF NOT (SELECT rolsuper FROM pg_roles WHERE rolname = current_user)
     AND NOT pg_has_role(current_user, 'hcims_app', 'MEMBER') THEN
    EXECUTE format('GRANT hcims_app TO %I', current_user);
  END IF;
EXCEPTION WHEN insufficient_privilege THEN
  RAISE WARNING 'could not grant hcims_app to %: ask a superuser to run GRANT hcims_app TO %', current_user, current_user;
END
$$
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_company_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.company_id', true), '')::uuid $$
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_user_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.user_id', true), '')::uuid $$
--> statement-breakpoint
-- Set only by the identity module's "my own companies" look-up (sign-in, company switcher).
CREATE OR REPLACE FUNCTION app_self_user_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.self_user_id', true), '')::uuid $$
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO hcims_app
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO hcims_app
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO hcims_app
--> statement-breakpoint
-- Tables added by later migrations get the same privileges; each must add its RLS policy
-- (the tenancy test sweeps the catalogue and fails on a table with company_id and no FORCEd RLS).
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO hcims_app
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO hcims_app
--> statement-breakpoint
-- Platform tables the runtime role never touches: secrets and bookkeeping.
REVOKE ALL ON "sessions", "refresh_tokens", "one_time_tokens", "sign_in_throttles", "mail_messages", "seed_runs" FROM hcims_app
--> statement-breakpoint
-- Accounts, companies and groups are created by the platform (sign-up, invitations), never by tenant code.
REVOKE INSERT, DELETE ON "users", "companies", "company_groups" FROM hcims_app
--> statement-breakpoint
REVOKE UPDATE ON "users", "company_groups" FROM hcims_app
--> statement-breakpoint
ALTER TABLE "departments" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "departments" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "departments_tenant" ON "departments" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "designations" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "designations" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "designations_tenant" ON "designations" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "roles" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "roles" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "roles_tenant" ON "roles" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "role_grants" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "role_grants" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "role_grants_tenant" ON "role_grants" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "role_members" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "role_members" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "role_members_tenant" ON "role_members" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "memberships" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "memberships" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
-- A person's own memberships in other companies are visible only to the self look-up.
CREATE POLICY "memberships_tenant" ON "memberships"
  USING ("company_id" = app_company_id() OR "user_id" = app_self_user_id())
  WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "audit_events" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "audit_events" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
-- Events of no company (a failed sign-in with an unknown email) can be written, never read by a tenant.
CREATE POLICY "audit_events_tenant" ON "audit_events"
  USING ("company_id" = app_company_id())
  WITH CHECK ("company_id" IS NULL OR "company_id" = app_company_id())
--> statement-breakpoint
-- Platform tables: RLS is ENABLEd (not FORCEd) so the platform code, running as the owner,
-- is unaffected, while the runtime role sees only what its company may see.
ALTER TABLE "companies" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "companies_visible" ON "companies" FOR SELECT
  USING ("id" = app_company_id()
    OR EXISTS (SELECT 1 FROM "memberships" m WHERE m."company_id" = "companies"."id" AND m."user_id" = app_self_user_id()))
--> statement-breakpoint
CREATE POLICY "companies_update" ON "companies" FOR UPDATE
  USING ("id" = app_company_id()) WITH CHECK ("id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "company_groups" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "company_groups_visible" ON "company_groups" FOR SELECT
  USING (EXISTS (SELECT 1 FROM "companies" c WHERE c."group_id" = "company_groups"."id"))
--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "users_visible" ON "users" FOR SELECT
  USING ("id" = app_user_id() OR "id" = app_self_user_id()
    OR EXISTS (SELECT 1 FROM "memberships" m WHERE m."user_id" = "users"."id" AND m."company_id" = app_company_id()))
