-- The platform tables' policies called app_emails(), app_secret() and the SECURITY DEFINER
-- look-ups once per row: none of them can be inlined (a sub-select, or SECURITY DEFINER), so a
-- scan of 10,000 accounts parsed the bound address list 10,000 times (4.8 s for the import's
-- look-up of 500 addresses). Each call now sits in a sub-select, which PostgreSQL evaluates once
-- per statement, and the address test is a hashed IN instead of a per-row ANY over the list.
-- Same rows visible, same rows writable (docs/decisions/0100-policies-evaluated-once.md).
DROP POLICY "sessions_visible" ON "sessions"
--> statement-breakpoint
CREATE POLICY "sessions_visible" ON "sessions"
  USING ("user_id" = app_self_user_id() OR "user_id" = app_user_id() OR "company_id" = app_company_id()
    OR "id" = (SELECT app_presented_session_id()))
  WITH CHECK ("user_id" = app_self_user_id() OR "user_id" = app_user_id() OR "company_id" = app_company_id()
    OR "id" = (SELECT app_presented_session_id()))
--> statement-breakpoint
DROP POLICY "refresh_tokens_presented" ON "refresh_tokens"
--> statement-breakpoint
CREATE POLICY "refresh_tokens_presented" ON "refresh_tokens"
  USING ("token_hash" = (SELECT app_secret()))
  WITH CHECK ("session_id" IN (SELECT "id" FROM "sessions"))
--> statement-breakpoint
DROP POLICY "one_time_tokens_visible" ON "one_time_tokens"
--> statement-breakpoint
CREATE POLICY "one_time_tokens_visible" ON "one_time_tokens"
  USING ("token_hash" = (SELECT app_secret()) OR "user_id" = app_self_user_id()
    OR "user_id" IN (SELECT "id" FROM "users" WHERE lower("email") IN (SELECT unnest(app_emails()))))
  WITH CHECK ("user_id" = app_self_user_id()
    OR "user_id" IN (SELECT "id" FROM "users" WHERE lower("email") IN (SELECT unnest(app_emails()))))
--> statement-breakpoint
DROP POLICY "sign_in_throttles_named" ON "sign_in_throttles"
--> statement-breakpoint
CREATE POLICY "sign_in_throttles_named" ON "sign_in_throttles"
  USING ("email_key" IN (SELECT unnest(app_emails()))) WITH CHECK ("email_key" IN (SELECT unnest(app_emails())))
--> statement-breakpoint
DROP POLICY "users_named" ON "users"
--> statement-breakpoint
CREATE POLICY "users_named" ON "users" FOR SELECT
  USING (lower("email") IN (SELECT unnest(app_emails())) OR "id" = (SELECT app_presented_user_id())
    OR "id" IN (SELECT "user_id" FROM "sessions"))
--> statement-breakpoint
DROP POLICY "users_create" ON "users"
--> statement-breakpoint
CREATE POLICY "users_create" ON "users" FOR INSERT WITH CHECK (lower("email") IN (SELECT unnest(app_emails())))
--> statement-breakpoint
DROP POLICY "users_change" ON "users"
--> statement-breakpoint
CREATE POLICY "users_change" ON "users" FOR UPDATE
  USING ("id" = app_self_user_id() OR "id" = app_user_id() OR lower("email") IN (SELECT unnest(app_emails())))
  WITH CHECK ("id" = app_self_user_id() OR "id" = app_user_id() OR lower("email") IN (SELECT unnest(app_emails())))
