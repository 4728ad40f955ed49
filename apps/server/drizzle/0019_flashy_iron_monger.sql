CREATE TABLE "mailbox_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"box" text NOT NULL,
	"read" boolean DEFAULT false NOT NULL,
	"starred" boolean DEFAULT false NOT NULL,
	"trashed_at" timestamp with time zone,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"sender_user_id" uuid,
	"system_purpose" text,
	"recipient_user_ids" uuid[] DEFAULT '{}' NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_message_id_mailbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mailbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD CONSTRAINT "mailbox_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_entries_message_user_box_unique" ON "mailbox_entries" USING btree ("message_id","user_id","box");--> statement-breakpoint
CREATE INDEX "mailbox_entries_owner_index" ON "mailbox_entries" USING btree ("company_id","user_id","at");--> statement-breakpoint
CREATE INDEX "mailbox_messages_company_index" ON "mailbox_messages" USING btree ("company_id","created_at");--> statement-breakpoint
-- hand-written begin
-- Tenant tables of the mailbox (docs/decisions/0003-tenancy-rls.md, 0105).
ALTER TABLE "mailbox_messages" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "mailbox_messages" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "mailbox_messages_tenant" ON "mailbox_messages" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "mailbox_entries" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "mailbox_entries" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "mailbox_entries_tenant" ON "mailbox_entries" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
-- hand-written end
