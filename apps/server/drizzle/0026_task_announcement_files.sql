CREATE TABLE "announcement_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"update_id" uuid,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"uploaded_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "announcement_attachments" ADD CONSTRAINT "announcement_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_attachments" ADD CONSTRAINT "announcement_attachments_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_attachments" ADD CONSTRAINT "announcement_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_update_id_task_updates_id_fk" FOREIGN KEY ("update_id") REFERENCES "public"."task_updates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_attachments" ADD CONSTRAINT "task_attachments_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcement_attachments_announcement_index" ON "announcement_attachments" USING btree ("company_id","announcement_id");--> statement-breakpoint
CREATE INDEX "task_attachments_task_index" ON "task_attachments" USING btree ("company_id","task_id");--> statement-breakpoint
CREATE UNIQUE INDEX "task_attachments_update_unique" ON "task_attachments" USING btree ("update_id");--> statement-breakpoint

-- hand-written (taskfiles)
-- Tenant tables of task and announcement files (docs/decisions/0003-tenancy-rls.md, 0124).
ALTER TABLE "task_attachments" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "task_attachments" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "task_attachments_tenant" ON "task_attachments" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "announcement_attachments" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "announcement_attachments" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "announcement_attachments_tenant" ON "announcement_attachments" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
