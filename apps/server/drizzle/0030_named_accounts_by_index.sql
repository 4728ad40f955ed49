-- The accounts named by the addresses a transaction has bound (app_emails()), found through the
-- unique index on lower(email). Under row-level security a query's own lower(email) test cannot
-- use that index (lower() is not leakproof, so it waits until the policies have passed each row),
-- and every look-up by address read every account of the platform: sign-in, invitations, and 500
-- times per chunk of an import. SECURITY DEFINER, like the presented-token look-ups, and it
-- answers only the accounts the users_named policy already shows for these addresses; callers
-- read the rows themselves under their own policies (docs/decisions/0134-bulk-writes-at-import-scale.md).
CREATE OR REPLACE FUNCTION app_named_user_ids() RETURNS uuid[] LANGUAGE sql STABLE SECURITY DEFINER
SET search_path = public, pg_temp AS
$$ SELECT coalesce(array_agg(id), '{}') FROM users WHERE lower(email) = ANY (app_emails()) $$
--> statement-breakpoint
REVOKE ALL ON FUNCTION app_named_user_ids() FROM PUBLIC
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_named_user_ids() TO hcims_app
--> statement-breakpoint
DROP POLICY "one_time_tokens_visible" ON "one_time_tokens"
--> statement-breakpoint
CREATE POLICY "one_time_tokens_visible" ON "one_time_tokens"
  USING ("token_hash" = (SELECT app_secret()) OR "user_id" = app_self_user_id()
    OR "user_id" IN (SELECT unnest(app_named_user_ids())))
  WITH CHECK ("user_id" = app_self_user_id() OR "user_id" IN (SELECT unnest(app_named_user_ids())))
