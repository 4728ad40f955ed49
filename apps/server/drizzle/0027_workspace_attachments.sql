CREATE TABLE "mailbox_attachments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"storage_key" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "file_key" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "file_type" text;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "file_size" integer;--> statement-breakpoint
ALTER TABLE "mailbox_attachments" ADD CONSTRAINT "mailbox_attachments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_attachments" ADD CONSTRAINT "mailbox_attachments_message_id_mailbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mailbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mailbox_attachments_message_index" ON "mailbox_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mailbox_attachments_key_index" ON "mailbox_attachments" USING btree ("storage_key");--> statement-breakpoint
-- from apps/server/drizzle/0025_workspace_attachments.sql

-- hand-written (realtime)
-- Tenant table of mail attachments (docs/decisions/0003-tenancy-rls.md, 0117).
ALTER TABLE "mailbox_attachments" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "mailbox_attachments" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "mailbox_attachments_tenant" ON "mailbox_attachments" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
