CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"text_key" text NOT NULL,
	"text_values" jsonb NOT NULL,
	"href" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "notifications_recipient_index" ON "notifications" USING btree ("company_id","user_id","created_at");--> statement-breakpoint
-- Tenant table (docs/decisions/0003-tenancy-rls.md); the queries also name the recipient.
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "notifications_tenant" ON "notifications" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
