CREATE TABLE "routines_whistle_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"anonymous" boolean NOT NULL,
	"reporter_user_id" uuid,
	"subject_employee_id" uuid,
	"key_hash" text NOT NULL,
	"received_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "routines_whistle_cases_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "routines_whistle_cases_reference_unique" UNIQUE("company_id","reference"),
	CONSTRAINT "routines_whistle_cases_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "routines_whistle_cases_status_check" CHECK ("routines_whistle_cases"."status" in ('received', 'in-review', 'resolved', 'closed')),
	CONSTRAINT "routines_whistle_cases_anonymous_check" CHECK (not "routines_whistle_cases"."anonymous" or "routines_whistle_cases"."reporter_user_id" is null)
);
--> statement-breakpoint
CREATE TABLE "routines_whistle_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"handler_user_id" uuid,
	"internal" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"sent_on" date NOT NULL,
	CONSTRAINT "routines_whistle_messages_case_seq_unique" UNIQUE("case_id","seq"),
	CONSTRAINT "routines_whistle_messages_author_check" CHECK ("routines_whistle_messages"."author" in ('reporter', 'handler')),
	CONSTRAINT "routines_whistle_messages_reporter_check" CHECK ("routines_whistle_messages"."author" = 'handler' or ("routines_whistle_messages"."handler_user_id" is null and not "routines_whistle_messages"."internal"))
);
--> statement-breakpoint
ALTER TABLE "routines_whistle_cases" ADD CONSTRAINT "routines_whistle_cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_whistle_cases" ADD CONSTRAINT "routines_whistle_cases_subject_employee_id_employees_id_fk" FOREIGN KEY ("subject_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_whistle_messages" ADD CONSTRAINT "routines_whistle_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_whistle_messages" ADD CONSTRAINT "routines_whistle_messages_case_fk" FOREIGN KEY ("company_id","case_id") REFERENCES "public"."routines_whistle_cases"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routines_whistle_cases_company_status_idx" ON "routines_whistle_cases" USING btree ("company_id","status");--> statement-breakpoint
-- hand-written begin
ALTER TABLE "routines_whistle_cases" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_whistle_cases" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_whistle_cases_tenant" ON "routines_whistle_cases" USING ("company_id" = app_company_id() OR "key_hash" = app_secret()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_whistle_messages" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_whistle_messages" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_whistle_messages_tenant" ON "routines_whistle_messages" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
-- hand-written end
