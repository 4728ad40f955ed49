CREATE TABLE "dashboard_layouts" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"card_order" jsonb NOT NULL,
	"hidden" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_layouts_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "dashboard_layouts" ADD CONSTRAINT "dashboard_layouts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Tenant table of the workspace (docs/decisions/0003-tenancy-rls.md): a user's layout is read and
-- written only inside their active company.
ALTER TABLE "dashboard_layouts" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "dashboard_layouts" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "dashboard_layouts_tenant" ON "dashboard_layouts" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
