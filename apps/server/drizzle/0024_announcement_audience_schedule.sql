CREATE TABLE "announcement_branches" (
	"company_id" uuid NOT NULL,
	"announcement_id" uuid NOT NULL,
	"branch_id" uuid NOT NULL,
	CONSTRAINT "announcement_branches_announcement_id_branch_id_pk" PRIMARY KEY("announcement_id","branch_id")
);
--> statement-breakpoint
ALTER TABLE "announcements" DROP CONSTRAINT "announcements_status_known";--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "priority" text DEFAULT 'normal' NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "pinned" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcements" ADD COLUMN "reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "announcement_branches" ADD CONSTRAINT "announcement_branches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_branches" ADD CONSTRAINT "announcement_branches_announcement_id_announcements_id_fk" FOREIGN KEY ("announcement_id") REFERENCES "public"."announcements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "announcement_branches" ADD CONSTRAINT "announcement_branches_branch_id_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."branches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "announcements_status_publication_index" ON "announcements" USING btree ("status","published_at");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_priority_known" CHECK ("announcements"."priority" in ('low', 'normal', 'high', 'urgent'));--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_expiry_after_publication" CHECK ("announcements"."expires_at" is null or "announcements"."published_at" is null or "announcements"."expires_at" > "announcements"."published_at");--> statement-breakpoint
ALTER TABLE "announcements" ADD CONSTRAINT "announcements_status_known" CHECK ("announcements"."status" in ('draft', 'scheduled', 'published', 'archived'));--> statement-breakpoint
-- hand-written (announce)
-- The branches an announcement is addressed to are one company's rows (docs/decisions/0003-tenancy-rls.md).
ALTER TABLE "announcement_branches" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "announcement_branches" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "announcement_branches_tenant" ON "announcement_branches" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
