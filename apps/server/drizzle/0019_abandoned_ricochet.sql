CREATE TABLE "routines_attendance_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"attendance_id" uuid,
	"work_date" date NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" uuid,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_attendance_corrections_status_check" CHECK ("routines_attendance_corrections"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "routines_attendance_corrections_order_check" CHECK ("routines_attendance_corrections"."clock_out" is null or "routines_attendance_corrections"."clock_out" >= "routines_attendance_corrections"."clock_in")
);
--> statement-breakpoint
CREATE TABLE "routines_attendance_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"grace_minutes" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_attendance_settings_grace_check" CHECK ("routines_attendance_settings"."grace_minutes" between 0 and 240)
);
--> statement-breakpoint
ALTER TABLE "routines_attendance" ADD COLUMN "auto_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_attendance_corrections" ADD CONSTRAINT "routines_attendance_corrections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_attendance_corrections" ADD CONSTRAINT "routines_attendance_corrections_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_attendance_corrections" ADD CONSTRAINT "routines_attendance_corrections_record_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."routines_attendance"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_attendance_settings" ADD CONSTRAINT "routines_attendance_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routines_attendance_corrections_status_index" ON "routines_attendance_corrections" USING btree ("company_id","status","work_date");--> statement-breakpoint
CREATE INDEX "routines_attendance_corrections_employee_index" ON "routines_attendance_corrections" USING btree ("company_id","employee_id","work_date");--> statement-breakpoint
-- hand-written begin
-- Tenant tables of attendance settings and corrections (docs/decisions/0003-tenancy-rls.md).
ALTER TABLE "routines_attendance_settings" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_attendance_settings" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_attendance_settings_tenant" ON "routines_attendance_settings" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_attendance_corrections" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_attendance_corrections" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_attendance_corrections_tenant" ON "routines_attendance_corrections" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
-- hand-written end
