CREATE TABLE "notification_preferences" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"in_app" boolean NOT NULL,
	"email" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_preferences_company_id_user_id_kind_pk" PRIMARY KEY("company_id","user_id","kind")
);
--> statement-breakpoint
-- hand-written (workspace)
-- Tenant table of notification preferences (docs/decisions/0003-tenancy-rls.md, 0107).
ALTER TABLE "notification_preferences" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "notification_preferences" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "notification_preferences_tenant" ON "notification_preferences" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
