CREATE TABLE "routines_leave_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_leave_adjustments_kind_check" CHECK ("routines_leave_adjustments"."kind" in ('adjustment', 'carry-over'))
);
--> statement-breakpoint
ALTER TABLE "routines_leave_requests" ADD COLUMN "document_note" text;--> statement-breakpoint
ALTER TABLE "routines_leave_requests" ADD COLUMN "cancel_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "accrual" text DEFAULT 'yearly' NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "carry_over_max_days" numeric(5, 1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "half_days_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "document_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "eligible_department_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "eligible_employment_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "eligible_genders" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_adjustments" ADD CONSTRAINT "routines_leave_adjustments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_leave_adjustments" ADD CONSTRAINT "routines_leave_adjustments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_leave_adjustments" ADD CONSTRAINT "routines_leave_adjustments_type_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."routines_leave_types"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routines_leave_adjustments_balance_index" ON "routines_leave_adjustments" USING btree ("company_id","employee_id","year","leave_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routines_leave_adjustments_carry_over_unique" ON "routines_leave_adjustments" USING btree ("company_id","employee_id","leave_type_id","year") WHERE "routines_leave_adjustments"."kind" = 'carry-over';--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD CONSTRAINT "routines_leave_types_accrual_check" CHECK ("routines_leave_types"."accrual" in ('yearly', 'monthly'));--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD CONSTRAINT "routines_leave_types_carry_over_check" CHECK ("routines_leave_types"."carry_over_max_days" >= 0);--> statement-breakpoint
-- hand-written begin
-- Leave adjustments are a tenant table (docs/decisions/0003-tenancy-rls.md).
ALTER TABLE "routines_leave_adjustments" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_leave_adjustments" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_leave_adjustments_tenant" ON "routines_leave_adjustments" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
-- hand-written end
