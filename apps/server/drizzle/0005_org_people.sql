CREATE TABLE "branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"city" text,
	"address" text,
	"phone" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "branches_company_id_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
CREATE TABLE "employee_document_reminders" (
	"company_id" uuid NOT NULL,
	"document_id" uuid NOT NULL,
	"days_before" integer NOT NULL,
	"expires_on" date NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	CONSTRAINT "employee_document_reminders_document_id_days_before_expires_on_pk" PRIMARY KEY("document_id","days_before","expires_on")
);
--> statement-breakpoint
CREATE TABLE "employee_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"title" text NOT NULL,
	"category" text NOT NULL,
	"storage_key" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"sha256" text,
	"expires_on" date,
	"uploaded_by_user_id" uuid,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp with time zone NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "employee_documents_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "employee_documents_file_check" CHECK ("employee_documents"."storage_key" is not null or "employee_documents"."demo"),
	CONSTRAINT "employee_documents_category_check" CHECK ("employee_documents"."category" in ('contract', 'id', 'passport', 'visa', 'certificate', 'medical', 'other'))
);
--> statement-breakpoint
CREATE TABLE "employee_job_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"effective_on" date NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"from_label" text,
	"to_label" text,
	"changed_by_user_id" uuid,
	"changed_by_name" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "employee_terminations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"termination_date" date NOT NULL,
	"type" text NOT NULL,
	"reason" text NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"access_ends_at" timestamp with time zone NOT NULL,
	"access_revoked_at" timestamp with time zone,
	"recorded_by_user_id" uuid,
	"recorded_by_name" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"undone_by_user_id" uuid,
	"undo_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "employee_terminations_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "employee_terminations_type_check" CHECK ("employee_terminations"."type" in ('resignation', 'dismissal', 'end_of_contract', 'retirement', 'redundancy', 'mutual_agreement', 'death', 'other'))
);
--> statement-breakpoint
CREATE TABLE "employees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	"user_id" uuid,
	"employee_number" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"preferred_name" text,
	"work_email" text NOT NULL,
	"personal_email" text,
	"work_phone" text,
	"mobile_phone" text,
	"department_id" uuid NOT NULL,
	"designation_id" uuid NOT NULL,
	"manager_id" uuid,
	"branch_id" uuid,
	"hire_date" date NOT NULL,
	"employment_type" text DEFAULT 'full_time' NOT NULL,
	"work_location" text,
	"date_of_birth" date,
	"gender" text,
	"marital_status" text,
	"nationality" char(2),
	"address" jsonb,
	"emergency_contact" jsonb,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"previous_jobs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"skills" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"salary_amount" numeric(14, 2),
	"salary_currency" char(3),
	"salary_frequency" text,
	"bank" jsonb,
	"national_id" jsonb,
	"medical" jsonb,
	"photo_key" text,
	"photo_type" text,
	"state" text DEFAULT 'active' NOT NULL,
	"termination_date" date,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "employees_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "employees_employment_type_check" CHECK ("employees"."employment_type" in ('full_time', 'part_time', 'contract', 'temporary', 'intern')),
	CONSTRAINT "employees_state_check" CHECK ("employees"."state" in ('active', 'on_leave')),
	CONSTRAINT "employees_not_own_manager" CHECK ("employees"."manager_id" is null or "employees"."manager_id" <> "employees"."id")
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_id" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "tax_rate_percent" numeric(5, 2);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "office_opens" time;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "office_closes" time;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "break_starts" time;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "break_ends" time;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "working_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "logo_type" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "head_employee_id" uuid;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "expected_arrival" time;--> statement-breakpoint
ALTER TABLE "departments" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "designations" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "access_ends_at" timestamp with time zone;--> statement-breakpoint
-- Before the foreign keys that reference it (drizzle-kit put it last).
ALTER TABLE "companies" ADD CONSTRAINT "companies_id_group_id_unique" UNIQUE("id","group_id");--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_document_reminders" ADD CONSTRAINT "employee_document_reminders_document_fk" FOREIGN KEY ("company_id","document_id") REFERENCES "public"."employee_documents"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_documents" ADD CONSTRAINT "employee_documents_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_job_history" ADD CONSTRAINT "employee_job_history_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employee_terminations" ADD CONSTRAINT "employee_terminations_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_company_group_fk" FOREIGN KEY ("company_id","group_id") REFERENCES "public"."companies"("id","group_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_department_fk" FOREIGN KEY ("company_id","department_id") REFERENCES "public"."departments"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_designation_fk" FOREIGN KEY ("company_id","designation_id") REFERENCES "public"."designations"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_manager_fk" FOREIGN KEY ("company_id","manager_id") REFERENCES "public"."employees"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "employees" ADD CONSTRAINT "employees_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "branches_company_name_unique" ON "branches" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "employee_document_reminders_company_id_index" ON "employee_document_reminders" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "employee_documents_company_id_employee_id_index" ON "employee_documents" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "employee_documents_expiry_idx" ON "employee_documents" USING btree ("company_id","expires_on") WHERE "employee_documents"."expires_on" is not null;--> statement-breakpoint
CREATE INDEX "employee_job_history_company_id_employee_id_created_at_index" ON "employee_job_history" USING btree ("company_id","employee_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "employee_terminations_current_unique" ON "employee_terminations" USING btree ("company_id","employee_id") WHERE "employee_terminations"."undone_at" is null;--> statement-breakpoint
CREATE INDEX "employee_terminations_due_idx" ON "employee_terminations" USING btree ("access_ends_at") WHERE "employee_terminations"."access_revoked_at" is null and "employee_terminations"."undone_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_group_work_email_unique" ON "employees" USING btree ("group_id",lower("work_email"));--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_number_unique" ON "employees" USING btree ("company_id",lower("employee_number")) WHERE "employees"."employee_number" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "employees_company_user_unique" ON "employees" USING btree ("company_id","user_id") WHERE "employees"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "employees_company_id_department_id_index" ON "employees" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE INDEX "employees_company_id_designation_id_index" ON "employees" USING btree ("company_id","designation_id");--> statement-breakpoint
CREATE INDEX "employees_company_id_manager_id_index" ON "employees" USING btree ("company_id","manager_id");--> statement-breakpoint
CREATE INDEX "employees_company_id_last_name_first_name_index" ON "employees" USING btree ("company_id","last_name","first_name");--> statement-breakpoint
CREATE UNIQUE INDEX "companies_group_name_unique" ON "companies" USING btree ("group_id",lower("name"));--> statement-breakpoint
CREATE INDEX "departments_company_id_parent_id_index" ON "departments" USING btree ("company_id","parent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_name_unique" ON "departments" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "designations_company_id_department_id_index" ON "designations" USING btree ("company_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "designations_department_name_unique" ON "designations" USING btree ("company_id","department_id",lower("name"));
