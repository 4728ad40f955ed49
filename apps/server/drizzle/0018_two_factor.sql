CREATE TABLE "two_factor_required_roles" (
	"company_id" uuid NOT NULL,
	"role_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "two_factor_required_roles_company_id_role_id_pk" PRIMARY KEY("company_id","role_id")
);
--> statement-breakpoint
CREATE TABLE "user_two_factor" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"secret" text,
	"pending_secret" text,
	"enabled_at" timestamp with time zone,
	"last_used_step" integer,
	"recovery_code_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "two_factor_required_roles" ADD CONSTRAINT "two_factor_required_roles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_required_roles" ADD CONSTRAINT "two_factor_required_roles_company_id_role_id_roles_company_id_id_fk" FOREIGN KEY ("company_id","role_id") REFERENCES "public"."roles"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_two_factor" ADD CONSTRAINT "user_two_factor_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "two_factor_required_roles_role_id_index" ON "two_factor_required_roles" USING btree ("role_id");--> statement-breakpoint
-- Two-factor sign-in (docs/decisions/0087-two-factor-sign-in.md). A person's authenticator is
-- platform data like their account: visible and changeable only to that verified person (bindSelf
-- during sign-in, the acting user in a request), never to a company's administrators.
ALTER TABLE "user_two_factor" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "user_two_factor" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "user_two_factor_own" ON "user_two_factor"
  USING ("user_id" = app_self_user_id() OR "user_id" = app_user_id())
  WITH CHECK ("user_id" = app_self_user_id() OR "user_id" = app_user_id())
--> statement-breakpoint
ALTER TABLE "two_factor_required_roles" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "two_factor_required_roles" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "two_factor_required_roles_tenant" ON "two_factor_required_roles"
  USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
