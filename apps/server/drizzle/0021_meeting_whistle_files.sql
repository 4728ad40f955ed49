CREATE TABLE "routines_whistle_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"message_id" uuid,
	"author" text NOT NULL,
	"handler_user_id" uuid,
	"storage_key" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"added_on" date NOT NULL,
	CONSTRAINT "routines_whistle_attachments_author_check" CHECK ("routines_whistle_attachments"."author" in ('reporter', 'handler')),
	CONSTRAINT "routines_whistle_attachments_reporter_check" CHECK ("routines_whistle_attachments"."author" = 'handler' or "routines_whistle_attachments"."handler_user_id" is null)
);
--> statement-breakpoint
CREATE TABLE "routines_meeting_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"storage_key" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"uploaded_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "routines_whistle_attachments" ADD CONSTRAINT "routines_whistle_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_whistle_attachments" ADD CONSTRAINT "routines_whistle_attachments_message_id_routines_whistle_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."routines_whistle_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_whistle_attachments" ADD CONSTRAINT "routines_whistle_attachments_case_fk" FOREIGN KEY ("company_id","case_id") REFERENCES "public"."routines_whistle_cases"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_attachments" ADD CONSTRAINT "routines_meeting_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_attachments" ADD CONSTRAINT "routines_meeting_attachments_meeting_fk" FOREIGN KEY ("company_id","meeting_id") REFERENCES "public"."routines_meetings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "routines_whistle_attachments_case_idx" ON "routines_whistle_attachments" USING btree ("company_id","case_id");--> statement-breakpoint
CREATE INDEX "routines_meeting_attachments_meeting_idx" ON "routines_meeting_attachments" USING btree ("company_id","meeting_id");--> statement-breakpoint
-- hand-written (meetwhistle)
-- Tenant tables of whistle-case and meeting attachments (docs/decisions/0003-tenancy-rls.md, 0123).
ALTER TABLE "routines_whistle_attachments" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_whistle_attachments" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_whistle_attachments_tenant" ON "routines_whistle_attachments" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_meeting_attachments" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_meeting_attachments" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_meeting_attachments_tenant" ON "routines_meeting_attachments" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
