ALTER TABLE "memberships" ADD COLUMN "account_invited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "employees_company_first_name_index" ON "employees" USING btree ("company_id","first_name","last_name","id","termination_date");--> statement-breakpoint
CREATE INDEX "employees_company_birth_day_index" ON "employees" USING btree ("company_id",((extract(month from "date_of_birth") * 100 + extract(day from "date_of_birth"))::int));--> statement-breakpoint
CREATE INDEX "employees_company_hire_day_index" ON "employees" USING btree ("company_id",((extract(month from "hire_date") * 100 + extract(day from "hire_date"))::int));--> statement-breakpoint
-- Hand-written (ADR 0129): the accounts already invited carry the flag on each of their
-- memberships. memberships forces row-level security on its owner too, so the backfill lifts
-- that for its one statement, inside the migration's transaction.
ALTER TABLE "memberships" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "memberships" SET "account_invited" = true FROM "users" WHERE "users"."id" = "memberships"."user_id" AND "users"."status" = 'invited';--> statement-breakpoint
ALTER TABLE "memberships" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- Hand-written (ADR 0129): statistics of the two new expressions now, not at the next
-- autovacuum; without them the planner takes the company's (company_id, department_id) index
-- and reads every employee of the company for a month of celebrations.
ANALYZE "employees";
