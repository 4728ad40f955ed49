DROP INDEX "employees_company_birth_day_index";--> statement-breakpoint
DROP INDEX "employees_company_hire_day_index";--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "hire_month_day" integer GENERATED ALWAYS AS ((extract(month from "hire_date") * 100 + extract(day from "hire_date"))::int) STORED;--> statement-breakpoint
ALTER TABLE "employees" ADD COLUMN "birth_month_day" integer GENERATED ALWAYS AS ((extract(month from "date_of_birth") * 100 + extract(day from "date_of_birth"))::int) STORED;--> statement-breakpoint
CREATE INDEX "employees_company_birth_month_day_index" ON "employees" USING btree ("company_id","birth_month_day");--> statement-breakpoint
CREATE INDEX "employees_company_hire_month_day_index" ON "employees" USING btree ("company_id","hire_month_day");--> statement-breakpoint
-- Hand-written (ADR 0137): statistics of the two new columns now, not at the next autovacuum.
ANALYZE "employees";
