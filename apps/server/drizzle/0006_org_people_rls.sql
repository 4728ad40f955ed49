-- Row-level security of the org and people tables (docs/decisions/0003-tenancy-rls.md), and the
-- department head foreign key that drizzle-kit cannot express across the two modules.
ALTER TABLE "branches" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "branches" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "branches_tenant" ON "branches" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "employees" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "employees" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "employees_tenant" ON "employees" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "employee_job_history" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "employee_job_history" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "employee_job_history_tenant" ON "employee_job_history" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "employee_terminations" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "employee_terminations" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "employee_terminations_tenant" ON "employee_terminations" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "employee_documents" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "employee_documents" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "employee_documents_tenant" ON "employee_documents" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "employee_document_reminders" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "employee_document_reminders" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "employee_document_reminders_tenant" ON "employee_document_reminders" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
-- A department's head is an employee of the same company (composite key: never another company's).
ALTER TABLE "departments" ADD CONSTRAINT "departments_head_employee_fk"
  FOREIGN KEY ("company_id", "head_employee_id") REFERENCES "employees" ("company_id", "id") ON DELETE RESTRICT
--> statement-breakpoint
-- Job history is a record: tenant code appends to it, never rewrites it (the employee's removal cascades as the owner).
REVOKE UPDATE, DELETE ON "employee_job_history" FROM hcims_app
