CREATE TABLE "task_reassignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"from_employee_id" uuid,
	"from_name" text NOT NULL,
	"to_employee_id" uuid,
	"to_name" text NOT NULL,
	"by_user_id" uuid,
	"by_name" text NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_comments" ADD COLUMN "mentioned_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "task_reassignments" ADD CONSTRAINT "task_reassignments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reassignments" ADD CONSTRAINT "task_reassignments_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reassignments" ADD CONSTRAINT "task_reassignments_from_employee_id_employees_id_fk" FOREIGN KEY ("from_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reassignments" ADD CONSTRAINT "task_reassignments_to_employee_id_employees_id_fk" FOREIGN KEY ("to_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reassignments" ADD CONSTRAINT "task_reassignments_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_reassignments_task_index" ON "task_reassignments" USING btree ("task_id","created_at");--> statement-breakpoint
-- hand-written (tasks)
ALTER TABLE "task_reassignments" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "task_reassignments" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "task_reassignments_tenant" ON "task_reassignments" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
