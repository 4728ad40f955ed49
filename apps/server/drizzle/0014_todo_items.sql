CREATE TABLE "todo_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text NOT NULL,
	"notes" text,
	"due_date" date,
	"priority" text DEFAULT 'medium' NOT NULL,
	"tag" text,
	"done" boolean DEFAULT false NOT NULL,
	"trashed_at" timestamp with time zone,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "todo_items" ADD CONSTRAINT "todo_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "todo_items_owner_index" ON "todo_items" USING btree ("company_id","user_id","position");--> statement-breakpoint
CREATE INDEX "todo_items_due_index" ON "todo_items" USING btree ("company_id","user_id","due_date") WHERE not "todo_items"."done";--> statement-breakpoint
-- Tenant table of the workspace (docs/decisions/0003-tenancy-rls.md); the queries also name the
-- owner, since an item is its user's alone.
ALTER TABLE "todo_items" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "todo_items" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "todo_items_tenant" ON "todo_items" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
