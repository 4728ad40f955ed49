CREATE TABLE "routines_meeting_action_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"assignee_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"task_id" uuid
);
--> statement-breakpoint
CREATE TABLE "routines_meeting_attendees" (
	"company_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	CONSTRAINT "routines_meeting_attendees_pk" PRIMARY KEY("meeting_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "routines_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"organiser_id" uuid NOT NULL,
	"agenda" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"decisions" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_meetings_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "routines_meetings_times_check" CHECK ("routines_meetings"."end_time" > "routines_meetings"."start_time")
);
--> statement-breakpoint
ALTER TABLE "routines_meeting_action_items" ADD CONSTRAINT "routines_meeting_action_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_action_items" ADD CONSTRAINT "routines_meeting_action_items_meeting_fk" FOREIGN KEY ("company_id","meeting_id") REFERENCES "public"."routines_meetings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_action_items" ADD CONSTRAINT "routines_meeting_action_items_assignee_fk" FOREIGN KEY ("company_id","assignee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_attendees" ADD CONSTRAINT "routines_meeting_attendees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_attendees" ADD CONSTRAINT "routines_meeting_attendees_meeting_fk" FOREIGN KEY ("company_id","meeting_id") REFERENCES "public"."routines_meetings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_attendees" ADD CONSTRAINT "routines_meeting_attendees_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meetings" ADD CONSTRAINT "routines_meetings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meetings" ADD CONSTRAINT "routines_meetings_organiser_fk" FOREIGN KEY ("company_id","organiser_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routines_meeting_action_items_meeting_idx" ON "routines_meeting_action_items" USING btree ("company_id","meeting_id","position");--> statement-breakpoint
CREATE INDEX "routines_meeting_attendees_employee_idx" ON "routines_meeting_attendees" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "routines_meetings_company_date_idx" ON "routines_meetings" USING btree ("company_id","date");--> statement-breakpoint
-- hand-written begin
ALTER TABLE "routines_meetings" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_meetings" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_meetings_tenant" ON "routines_meetings" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_meeting_attendees" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_meeting_attendees" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_meeting_attendees_tenant" ON "routines_meeting_attendees" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_meeting_action_items" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_meeting_action_items" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_meeting_action_items_tenant" ON "routines_meeting_action_items" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
-- hand-written end
