CREATE TABLE "announcement_departments" (
	"company_id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	CONSTRAINT "announcement_departments_announcement_id_department_id_pk" PRIMARY KEY("announcement_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "announcement_reads" (
	"company_id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcement_reads_announcement_id_user_id_pk" PRIMARY KEY("announcement_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "announcements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"audience" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"published_at" timestamp with time zone,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announcements_audience_known" CHECK ("announcements"."audience" in ('everyone', 'departments')),
	CONSTRAINT "announcements_status_known" CHECK ("announcements"."status" in ('draft', 'published'))
);
--> statement-breakpoint
CREATE TABLE "task_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_coworkers" (
	"company_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	CONSTRAINT "task_coworkers_task_id_employee_id_pk" PRIMARY KEY("task_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "task_updates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"progress" integer NOT NULL,
	"from_status" text NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"priority" text NOT NULL,
	"start_date" date NOT NULL,
	"due_date" date NOT NULL,
	"assignee_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_dates_in_order" CHECK ("tasks"."due_date" >= "tasks"."start_date"),
	CONSTRAINT "tasks_weight_range" CHECK ("tasks"."weight" between 1 and 10),
	CONSTRAINT "tasks_progress_range" CHECK ("tasks"."progress" between 0 and 100),
	CONSTRAINT "tasks_status_known" CHECK ("tasks"."status" in ('pending', 'in_progress', 'completed', 'cancelled')),
	CONSTRAINT "tasks_priority_known" CHECK ("tasks"."priority" in ('low', 'medium', 'high', 'urgent'))
);
--> statement-breakpoint
ALTER TABLE "announcement_departments" ADD CONSTRAINT "announcement_departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_departments" ADD CONSTRAINT "announcement_departments_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_departments" ADD CONSTRAINT "announcement_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_reads" ADD CONSTRAINT "announcement_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_comments" ADD CONSTRAINT "task_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_coworkers" ADD CONSTRAINT "task_coworkers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_coworkers" ADD CONSTRAINT "task_coworkers_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_coworkers" ADD CONSTRAINT "task_coworkers_employee_id_employees_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_updates" ADD CONSTRAINT "task_updates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_updates" ADD CONSTRAINT "task_updates_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_updates" ADD CONSTRAINT "task_updates_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_employees_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_company_published_index" ON "announcements" USING btree ("company_id","published_at");--> statement-breakpoint
CREATE INDEX "task_comments_task_index" ON "task_comments" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "task_coworkers_employee_index" ON "task_coworkers" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "task_updates_task_index" ON "task_updates" USING btree ("task_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_company_due_index" ON "tasks" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_company_assignee_index" ON "tasks" USING btree ("company_id","assignee_id","due_date");--> statement-breakpoint
-- Tenant tables of the tasks module (docs/decisions/0003-tenancy-rls.md). The runtime role
-- hcims_app has its privileges on new tables by default (0002_tenancy_rls).
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "tasks" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "tasks_tenant" ON "tasks" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "task_coworkers" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "task_coworkers" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "task_coworkers_tenant" ON "task_coworkers" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "task_updates" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "task_updates" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "task_updates_tenant" ON "task_updates" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "task_comments" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "task_comments" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "task_comments_tenant" ON "task_comments" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "announcements" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "announcements" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "announcements_tenant" ON "announcements" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "announcement_departments" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "announcement_departments" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "announcement_departments_tenant" ON "announcement_departments" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "announcement_reads" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "announcement_reads" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "announcement_reads_tenant" ON "announcement_reads" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
