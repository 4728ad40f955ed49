CREATE TABLE "task_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"priority" text NOT NULL,
	"assignee_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"month_day" integer,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"duration_days" integer DEFAULT 0 NOT NULL,
	"skip_non_working_days" boolean DEFAULT false NOT NULL,
	"generated_through" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_series_frequency_known" CHECK ("task_series"."frequency" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "task_series_weight_range" CHECK ("task_series"."weight" between 1 and 10),
	CONSTRAINT "task_series_priority_known" CHECK ("task_series"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "task_series_month_day_range" CHECK ("task_series"."month_day" is null or "task_series"."month_day" between 1 and 31),
	CONSTRAINT "task_series_duration_range" CHECK ("task_series"."duration_days" between 0 and 365),
	CONSTRAINT "task_series_dates_in_order" CHECK ("task_series"."ends_on" is null or "task_series"."ends_on" >= "task_series"."starts_on")
);
--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "occurrence_edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "task_series" ADD CONSTRAINT "task_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_series" ADD CONSTRAINT "task_series_assignee_id_employees_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_series" ADD CONSTRAINT "task_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_series_company_active_index" ON "task_series" USING btree ("company_id","active");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_series_id_task_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."task_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_series_occurrence_unique" ON "tasks" USING btree ("series_id","occurrence_date");--> statement-breakpoint
-- hand-written begin
ALTER TABLE "task_series" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "task_series" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "task_series_tenant" ON "task_series" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
-- hand-written end
