-- The employee list's indexes (docs/decisions/0055-list-query-shape.md): company, filter, sort, id, and
-- termination_date so the total of current staff is an index-only count. They replace the two
-- narrower indexes they begin with.
DROP INDEX "employees_company_id_department_id_index";--> statement-breakpoint
DROP INDEX "employees_company_id_last_name_first_name_index";--> statement-breakpoint
CREATE INDEX "employees_company_department_name_index" ON "employees" USING btree ("company_id","department_id","last_name","first_name","id","termination_date");--> statement-breakpoint
CREATE INDEX "employees_company_name_index" ON "employees" USING btree ("company_id","last_name","first_name","id","termination_date");