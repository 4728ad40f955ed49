CREATE TABLE "whatsapp_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"audience_type" text NOT NULL,
	"audience_employee_id" uuid,
	"audience_department_id" uuid,
	"audience_label" text DEFAULT '' NOT NULL,
	"content_type" text NOT NULL,
	"template_id" uuid,
	"template_name" text,
	"body" text NOT NULL,
	"cloud_template_name" text,
	"language" text,
	"sent_by_user_id" uuid,
	"sent_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_messages_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "whatsapp_messages_audience_check" CHECK ("whatsapp_messages"."audience_type" in ('employee', 'department', 'everyone')),
	CONSTRAINT "whatsapp_messages_content_check" CHECK ("whatsapp_messages"."content_type" in ('text', 'template'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"message_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"employee_name" text NOT NULL,
	"phone" text,
	"text" text NOT NULL,
	"parameters" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"failure_code" text,
	"failure_reason" text,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"read_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_recipients_status_check" CHECK ("whatsapp_recipients"."status" in ('queued', 'sent', 'delivered', 'read', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "whatsapp_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"language" text NOT NULL,
	"body" text NOT NULL,
	"cloud_template_name" text,
	"archived_at" timestamp with time zone,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "whatsapp_templates_company_id_id_unique" UNIQUE("company_id","id")
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_company_id_template_id_whatsapp_templates_company_id_id_fk" FOREIGN KEY ("company_id","template_id") REFERENCES "public"."whatsapp_templates"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_recipients" ADD CONSTRAINT "whatsapp_recipients_company_id_message_id_whatsapp_messages_company_id_id_fk" FOREIGN KEY ("company_id","message_id") REFERENCES "public"."whatsapp_messages"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_recipients" ADD CONSTRAINT "whatsapp_recipients_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "whatsapp_templates" ADD CONSTRAINT "whatsapp_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_company_id_created_at_index" ON "whatsapp_messages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "whatsapp_recipients_company_id_message_id_index" ON "whatsapp_recipients" USING btree ("company_id","message_id");--> statement-breakpoint
CREATE INDEX "whatsapp_recipients_company_id_employee_id_index" ON "whatsapp_recipients" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "whatsapp_recipients_queue" ON "whatsapp_recipients" USING btree ("company_id","next_attempt_at") WHERE "whatsapp_recipients"."status" = 'queued';--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_recipients_provider_message_id_unique" ON "whatsapp_recipients" USING btree ("provider_message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "whatsapp_templates_name_unique" ON "whatsapp_templates" USING btree ("company_id",lower("name"),"language") WHERE "whatsapp_templates"."archived_at" is null;--> statement-breakpoint
-- Tenant tables of WhatsApp messaging (docs/decisions/0003-tenancy-rls.md).
ALTER TABLE "whatsapp_templates" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "whatsapp_templates" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "whatsapp_templates_tenant" ON "whatsapp_templates" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "whatsapp_messages_tenant" ON "whatsapp_messages" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "whatsapp_recipients" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "whatsapp_recipients" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "whatsapp_recipients_tenant" ON "whatsapp_recipients" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
-- The status webhook knows only Meta's message id (wamid), not the company. Platform code (the
-- table owner, never the runtime role) may read the one recipient row carrying the id it names
-- in app.whatsapp_message_id, to learn which company to bind; it then updates under the tenant
-- policy like any other code (docs/decisions/0024-whatsapp-outbox-and-webhook.md).
CREATE POLICY "whatsapp_recipients_webhook_lookup" ON "whatsapp_recipients" FOR SELECT
  USING ("provider_message_id" = nullif(current_setting('app.whatsapp_message_id', true), '') AND current_user <> 'hcims_app')
