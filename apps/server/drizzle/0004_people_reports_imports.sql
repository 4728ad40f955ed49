CREATE TABLE "saved_report_shares" (
	"company_id" uuid NOT NULL,
	"report_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	CONSTRAINT "saved_report_shares_report_id_role_id_pk" PRIMARY KEY("report_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "saved_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"owner_user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"definition" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_reports_company_id_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"created_by" uuid,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"file" "bytea",
	"headers" jsonb NOT NULL,
	"total_rows" integer NOT NULL,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"mapping" jsonb,
	"mode" text,
	"valid_rows" integer,
	"invalid_rows" integer,
	"issues" jsonb,
	"failed_rows_csv" "bytea",
	"to_process" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"imported_rows" integer DEFAULT 0 NOT NULL,
	"committed_through_row" integer DEFAULT 0 NOT NULL,
	"heartbeat_at" timestamp with time zone,
	"error_code" text,
	"error_message" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employee_imports_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "employee_imports_status_check" CHECK ("employee_imports"."status" in ('uploaded', 'validated', 'running', 'completed', 'failed')),
	CONSTRAINT "employee_imports_mode_check" CHECK ("employee_imports"."mode" is null or "employee_imports"."mode" in ('all_or_nothing', 'valid_only'))
);
--> statement-breakpoint
ALTER TABLE "saved_report_shares" ADD CONSTRAINT "saved_report_shares_company_id_report_id_saved_reports_company_id_id_fk" FOREIGN KEY ("company_id","report_id") REFERENCES "public"."saved_reports"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_report_shares" ADD CONSTRAINT "saved_report_shares_company_id_role_id_roles_company_id_id_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."roles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_reports" ADD CONSTRAINT "saved_reports_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD CONSTRAINT "employee_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_imports" ADD CONSTRAINT "employee_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_report_shares_company_id_role_id_index" ON "saved_report_shares" USING btree ("company_id","role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_reports_owner_name_unique" ON "saved_reports" USING btree ("company_id","owner_user_id",lower("name"));--> statement-breakpoint
CREATE INDEX "employee_imports_company_id_created_at_index" ON "employee_imports" USING btree ("company_id","created_at");--> statement-breakpoint
-- Tenant tables of the people module's reports and imports (docs/decisions/0003-tenancy-rls.md).
ALTER TABLE "saved_reports" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "saved_reports" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "saved_reports_tenant" ON "saved_reports" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "saved_report_shares" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "saved_report_shares" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "saved_report_shares_tenant" ON "saved_report_shares" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "employee_imports" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "employee_imports" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "employee_imports_tenant" ON "employee_imports" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
