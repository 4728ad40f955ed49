ALTER TABLE "memberships" ADD COLUMN "account_invited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Hand-written (ADR 0129): the accounts already invited carry the flag on each of their
-- memberships. memberships forces row-level security on its owner too, so the backfill lifts
-- that for its one statement, inside the migration's transaction.
ALTER TABLE "memberships" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "memberships" SET "account_invited" = true FROM "users" WHERE "users"."id" = "memberships"."user_id" AND "users"."status" = 'invited';--> statement-breakpoint
ALTER TABLE "memberships" FORCE ROW LEVEL SECURITY;
