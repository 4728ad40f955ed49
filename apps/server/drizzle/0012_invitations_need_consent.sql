ALTER TABLE "memberships" DROP CONSTRAINT "memberships_status_check";--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD COLUMN "invited_company_id" uuid;--> statement-breakpoint
ALTER TABLE "one_time_tokens" ADD CONSTRAINT "one_time_tokens_invited_company_id_companies_id_fk" FOREIGN KEY ("invited_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('active', 'invited', 'disabled'));