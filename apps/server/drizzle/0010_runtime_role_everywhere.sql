-- Every request path runs as the runtime role hcims_app, sign-in included
-- (docs/decisions/0065-runtime-login-and-platform-policies.md). Until now the platform code
-- (sign-in, sign-up, sessions, invitations, recovery) ran as the table owner; here the runtime
-- role gets the platform tables it needs, each behind a policy that shows only the rows the
-- transaction names through a setting:
--   app.company_id, app.user_id   the tenant and the person acting (bindCompany, withTenant)
--   app.self_user_id              a person whose identity was verified (bindSelf)
--   app.group_id                  the caller's group (withTenant)
--   app.emails                    addresses being signed in, signed up or invited (bindEmails; a JSON array)
--   app.secret                    the digest of a token the caller presented (bindSecret)
-- Settings are LOCAL to a transaction. Like app.company_id, they narrow what a forgotten WHERE
-- clause can reach; they do not stop SQL injection (parameterised queries do that).
CREATE OR REPLACE FUNCTION app_group_id() RETURNS uuid LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.group_id', true), '')::uuid $$
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_emails() RETURNS text[] LANGUAGE sql STABLE AS
$$ SELECT ARRAY(SELECT jsonb_array_elements_text(coalesce(nullif(current_setting('app.emails', true), ''), '[]')::jsonb)) $$
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_secret() RETURNS text LANGUAGE sql STABLE AS
$$ SELECT nullif(current_setting('app.secret', true), '') $$
--> statement-breakpoint
-- The session and the account behind a presented token. SECURITY DEFINER (run as the owner, who
-- is not bound by the token tables' policies) so that the sessions and users policies can name
-- them without referring to each other's tables, which PostgreSQL would reject as recursion.
-- Each does exactly one look-up by the digest the caller holds.
CREATE OR REPLACE FUNCTION app_presented_session_id() RETURNS uuid LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public, pg_temp AS
$$ SELECT session_id FROM refresh_tokens WHERE token_hash = app_secret() $$
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_presented_user_id() RETURNS uuid LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public, pg_temp AS
$$ SELECT user_id FROM one_time_tokens WHERE token_hash = app_secret() $$
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_presented_session_id(), app_presented_user_id() FROM PUBLIC
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_presented_session_id(), app_presented_user_id() TO hcims_app
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON "sessions", "refresh_tokens", "one_time_tokens" TO hcims_app
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "sign_in_throttles" TO hcims_app
--> statement-breakpoint
-- Mail is written by request paths and read only by the delivery worker (the owner).
GRANT INSERT ON "mail_messages" TO hcims_app
--> statement-breakpoint
GRANT INSERT, UPDATE ON "users", "companies", "company_groups" TO hcims_app
--> statement-breakpoint
-- Sessions carry company_id: FORCEd like every tenant table. A person sees their own sessions
-- (verified: self, or the acting user), the sessions of the bound company (a termination ends
-- them), and the one session whose refresh token the caller presents.
ALTER TABLE "sessions" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "sessions" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "sessions_visible" ON "sessions"
  USING ("user_id" = app_self_user_id() OR "user_id" = app_user_id() OR "company_id" = app_company_id()
    OR "id" = app_presented_session_id())
  WITH CHECK ("user_id" = app_self_user_id() OR "user_id" = app_user_id() OR "company_id" = app_company_id()
    OR "id" = app_presented_session_id())
--> statement-breakpoint
ALTER TABLE "refresh_tokens" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
-- Found only by the digest presented; a new one is issued only for a visible session.
CREATE POLICY "refresh_tokens_presented" ON "refresh_tokens"
  USING ("token_hash" = app_secret())
  WITH CHECK ("session_id" IN (SELECT "id" FROM "sessions"))
--> statement-breakpoint
ALTER TABLE "one_time_tokens" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "one_time_tokens_visible" ON "one_time_tokens"
  USING ("token_hash" = app_secret() OR "user_id" = app_self_user_id()
    OR "user_id" IN (SELECT "id" FROM "users" WHERE lower("email") = ANY (app_emails())))
  WITH CHECK ("user_id" = app_self_user_id()
    OR "user_id" IN (SELECT "id" FROM "users" WHERE lower("email") = ANY (app_emails())))
--> statement-breakpoint
ALTER TABLE "sign_in_throttles" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "sign_in_throttles_named" ON "sign_in_throttles"
  USING ("email_key" = ANY (app_emails())) WITH CHECK ("email_key" = ANY (app_emails()))
--> statement-breakpoint
ALTER TABLE "mail_messages" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "mail_messages_write" ON "mail_messages" FOR INSERT WITH CHECK (true)
--> statement-breakpoint
-- Accounts: also found by the addresses being worked on, by a presented one-time token, and as
-- the holder of a visible session (a refresh); created only for a named address; changed only
-- by the person themself or while their address is named (reset request, invitation).
CREATE POLICY "users_named" ON "users" FOR SELECT
  USING (lower("email") = ANY (app_emails()) OR "id" = app_presented_user_id()
    OR "id" IN (SELECT "user_id" FROM "sessions"))
--> statement-breakpoint
CREATE POLICY "users_create" ON "users" FOR INSERT WITH CHECK (lower("email") = ANY (app_emails()))
--> statement-breakpoint
CREATE POLICY "users_change" ON "users" FOR UPDATE
  USING ("id" = app_self_user_id() OR "id" = app_user_id() OR lower("email") = ANY (app_emails()))
  WITH CHECK ("id" = app_self_user_id() OR "id" = app_user_id() OR lower("email") = ANY (app_emails()))
--> statement-breakpoint
-- Companies: the caller's group is visible (the group page, sibling checks); a company is
-- created only under the id the transaction bound, and changed only while bound.
CREATE POLICY "companies_in_group" ON "companies" FOR SELECT USING ("group_id" = app_group_id())
--> statement-breakpoint
CREATE POLICY "companies_create" ON "companies" FOR INSERT WITH CHECK ("id" = app_company_id())
--> statement-breakpoint
-- Sign-up creates a group before its first company; it is empty and visible to no one until then.
CREATE POLICY "company_groups_create" ON "company_groups" FOR INSERT WITH CHECK (true)
--> statement-breakpoint
CREATE POLICY "company_groups_own" ON "company_groups" FOR SELECT USING ("id" = app_group_id())
--> statement-breakpoint
CREATE POLICY "company_groups_rename" ON "company_groups" FOR UPDATE
  USING ("id" = app_group_id()) WITH CHECK ("id" = app_group_id())
--> statement-breakpoint
-- The status webhook is a request path too: the runtime role may now make its one look-up, but
-- only before any company is bound, so tenant code (always bound) still cannot use it.
DROP POLICY "whatsapp_recipients_webhook_lookup" ON "whatsapp_recipients"
--> statement-breakpoint
CREATE POLICY "whatsapp_recipients_webhook_lookup" ON "whatsapp_recipients" FOR SELECT
  USING ("provider_message_id" = nullif(current_setting('app.whatsapp_message_id', true), '') AND app_company_id() IS NULL)
