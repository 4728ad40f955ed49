CREATE INDEX "employees_company_birth_day_index" ON "employees" USING btree ("company_id",((extract(month from "date_of_birth") * 100 + extract(day from "date_of_birth"))::int));--> statement-breakpoint
CREATE INDEX "employees_company_hire_day_index" ON "employees" USING btree ("company_id",((extract(month from "hire_date") * 100 + extract(day from "hire_date"))::int));--> statement-breakpoint
-- Hand-written (ADR 0129): statistics of the two new expressions now, not at the next
-- autovacuum; without them the planner takes the company's (company_id, department_id) index
-- and reads every employee of the company for a month of celebrations.
ANALYZE "employees";
