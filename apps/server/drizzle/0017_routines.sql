CREATE TABLE "routines_attendance" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"late_minutes" integer DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_attendance_order_check" CHECK ("routines_attendance"."clock_out" is null or "routines_attendance"."clock_out" >= "routines_attendance"."clock_in")
);
--> statement-breakpoint
CREATE TABLE "routines_holidays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"branch_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_holidays_type_check" CHECK ("routines_holidays"."type" in ('public', 'religious', 'special', 'other'))
);
--> statement-breakpoint
CREATE TABLE "routines_leave_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"half_day" boolean DEFAULT false NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"reason" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" uuid,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_leave_requests_status_check" CHECK ("routines_leave_requests"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "routines_leave_requests_dates_check" CHECK ("routines_leave_requests"."end_date" >= "routines_leave_requests"."start_date")
);
--> statement-breakpoint
CREATE TABLE "routines_leave_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"builtin" text,
	"allowance_days" numeric(5, 1),
	"paid" boolean NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_leave_types_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "routines_leave_types_builtin_check" CHECK ("routines_leave_types"."builtin" is null or "routines_leave_types"."builtin" in ('annual', 'sick', 'unpaid'))
);
--> statement-breakpoint
ALTER TABLE "routines_attendance" ADD CONSTRAINT "routines_attendance_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_attendance" ADD CONSTRAINT "routines_attendance_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_holidays" ADD CONSTRAINT "routines_holidays_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_holidays" ADD CONSTRAINT "routines_holidays_branch_fk" FOREIGN KEY ("company_id","branch_id") REFERENCES "public"."branches"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_leave_requests" ADD CONSTRAINT "routines_leave_requests_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_leave_requests" ADD CONSTRAINT "routines_leave_requests_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_leave_requests" ADD CONSTRAINT "routines_leave_requests_type_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."routines_leave_types"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD CONSTRAINT "routines_leave_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routines_attendance_day_index" ON "routines_attendance" USING btree ("company_id","work_date","employee_id");--> statement-breakpoint
CREATE INDEX "routines_attendance_employee_index" ON "routines_attendance" USING btree ("company_id","employee_id","clock_in");--> statement-breakpoint
CREATE UNIQUE INDEX "routines_attendance_one_open" ON "routines_attendance" USING btree ("company_id","employee_id") WHERE "routines_attendance"."clock_out" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "routines_holidays_company_date_unique" ON "routines_holidays" USING btree ("company_id","date");--> statement-breakpoint
CREATE INDEX "routines_leave_requests_employee_dates_index" ON "routines_leave_requests" USING btree ("company_id","employee_id","start_date");--> statement-breakpoint
CREATE INDEX "routines_leave_requests_company_status_index" ON "routines_leave_requests" USING btree ("company_id","status","start_date");--> statement-breakpoint
CREATE UNIQUE INDEX "routines_leave_types_name_unique" ON "routines_leave_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "routines_leave_types_builtin_unique" ON "routines_leave_types" USING btree ("company_id","builtin");--> statement-breakpoint
-- Tenant tables of the routines module (docs/decisions/0003-tenancy-rls.md). The runtime role
-- hcims_app has its privileges on new tables by default (0002_tenancy_rls).
ALTER TABLE "routines_holidays" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_holidays" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_holidays_tenant" ON "routines_holidays" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_leave_types" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_leave_types" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_leave_types_tenant" ON "routines_leave_types" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_leave_requests" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_leave_requests" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_leave_requests_tenant" ON "routines_leave_requests" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_attendance" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_attendance" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_attendance_tenant" ON "routines_attendance" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
