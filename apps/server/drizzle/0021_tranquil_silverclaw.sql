CREATE TABLE "calendar_feeds" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
-- hand-written begin
ALTER TABLE "calendar_feeds" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "calendar_feeds" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "calendar_feeds_tenant" ON "calendar_feeds" USING ("company_id" = app_company_id() OR "token_hash" = (SELECT app_secret())) WITH CHECK ("company_id" = app_company_id())
-- hand-written end
