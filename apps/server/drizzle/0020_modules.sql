CREATE TABLE "calendar_feeds" (
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_company_id_user_id_pk" PRIMARY KEY("company_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_conversations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"direct_key" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_members" (
	"company_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_read_message_id" bigint DEFAULT 0 NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_members_conversation_id_user_id_pk" PRIMARY KEY("conversation_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "chat_messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "chat_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" uuid NOT NULL,
	"conversation_id" uuid NOT NULL,
	"sender_id" uuid NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_series" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"priority" text NOT NULL,
	"assignee_id" uuid NOT NULL,
	"frequency" text NOT NULL,
	"weekdays" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"month_day" integer,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"duration_days" integer DEFAULT 0 NOT NULL,
	"skip_non_working_days" boolean DEFAULT false NOT NULL,
	"generated_through" date,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_series_frequency_known" CHECK ("task_series"."frequency" in ('daily', 'weekly', 'monthly')),
	CONSTRAINT "task_series_weight_range" CHECK ("task_series"."weight" between 1 and 10),
	CONSTRAINT "task_series_priority_known" CHECK ("task_series"."priority" in ('low', 'medium', 'high', 'urgent')),
	CONSTRAINT "task_series_month_day_range" CHECK ("task_series"."month_day" is null or "task_series"."month_day" between 1 and 31),
	CONSTRAINT "task_series_duration_range" CHECK ("task_series"."duration_days" between 0 and 365),
	CONSTRAINT "task_series_dates_in_order" CHECK ("task_series"."ends_on" is null or "task_series"."ends_on" >= "task_series"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "routines_attendance_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"attendance_id" uuid,
	"work_date" date NOT NULL,
	"clock_in" timestamp with time zone NOT NULL,
	"clock_out" timestamp with time zone,
	"reason" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_by_user_id" uuid,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_reason" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_attendance_corrections_status_check" CHECK ("routines_attendance_corrections"."status" in ('pending', 'approved', 'rejected', 'cancelled')),
	CONSTRAINT "routines_attendance_corrections_order_check" CHECK ("routines_attendance_corrections"."clock_out" is null or "routines_attendance_corrections"."clock_out" >= "routines_attendance_corrections"."clock_in")
);
--> statement-breakpoint
CREATE TABLE "routines_attendance_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"grace_minutes" integer DEFAULT 0 NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_attendance_settings_grace_check" CHECK ("routines_attendance_settings"."grace_minutes" between 0 and 240)
);
--> statement-breakpoint
CREATE TABLE "routines_expense_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"limit_minor" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_expense_categories_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "routines_expense_categories_limit_check" CHECK ("routines_expense_categories"."limit_minor" is null or "routines_expense_categories"."limit_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "routines_expense_claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"expense_date" date NOT NULL,
	"amount_minor" bigint NOT NULL,
	"currency" char(3) NOT NULL,
	"exchange_rate" numeric(18, 8),
	"company_amount_minor" bigint NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"submitted_at" timestamp with time zone,
	"manager_approved_by_user_id" uuid,
	"manager_approved_at" timestamp with time zone,
	"manager_note" text,
	"decided_by_user_id" uuid,
	"decided_at" timestamp with time zone,
	"decision_note" text,
	"paid_on" date,
	"payment_reference" text,
	"payroll_month" text,
	"created_by_user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_expense_claims_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "routines_expense_claims_status_check" CHECK ("routines_expense_claims"."status" in ('draft', 'submitted', 'manager_approved', 'approved', 'rejected', 'withdrawn', 'payroll_queued', 'paid')),
	CONSTRAINT "routines_expense_claims_amount_check" CHECK ("routines_expense_claims"."amount_minor" > 0 and "routines_expense_claims"."company_amount_minor" >= 0),
	CONSTRAINT "routines_expense_claims_rate_check" CHECK ("routines_expense_claims"."exchange_rate" is null or "routines_expense_claims"."exchange_rate" > 0),
	CONSTRAINT "routines_expense_claims_paid_check" CHECK ("routines_expense_claims"."status" <> 'paid' or ("routines_expense_claims"."paid_on" is not null and "routines_expense_claims"."payment_reference" is not null)),
	CONSTRAINT "routines_expense_claims_payroll_check" CHECK ("routines_expense_claims"."status" <> 'payroll_queued' or "routines_expense_claims"."payroll_month" is not null)
);
--> statement-breakpoint
CREATE TABLE "routines_expense_receipts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"storage_key" text,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routines_expense_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"approval_threshold_minor" bigint,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "routines_leave_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	"leave_type_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"kind" text NOT NULL,
	"days" numeric(5, 1) NOT NULL,
	"reason" text NOT NULL,
	"created_by_user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_leave_adjustments_kind_check" CHECK ("routines_leave_adjustments"."kind" in ('adjustment', 'carry-over'))
);
--> statement-breakpoint
CREATE TABLE "routines_whistle_cases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"category" text NOT NULL,
	"description" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"anonymous" boolean NOT NULL,
	"reporter_user_id" uuid,
	"subject_employee_id" uuid,
	"key_hash" text NOT NULL,
	"received_on" date NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"updated_at" timestamp with time zone,
	CONSTRAINT "routines_whistle_cases_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "routines_whistle_cases_reference_unique" UNIQUE("company_id","reference"),
	CONSTRAINT "routines_whistle_cases_key_hash_unique" UNIQUE("key_hash"),
	CONSTRAINT "routines_whistle_cases_status_check" CHECK ("routines_whistle_cases"."status" in ('received', 'in-review', 'resolved', 'closed')),
	CONSTRAINT "routines_whistle_cases_anonymous_check" CHECK (not "routines_whistle_cases"."anonymous" or "routines_whistle_cases"."reporter_user_id" is null)
);
--> statement-breakpoint
CREATE TABLE "routines_whistle_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"case_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"author" text NOT NULL,
	"handler_user_id" uuid,
	"internal" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"sent_on" date NOT NULL,
	CONSTRAINT "routines_whistle_messages_case_seq_unique" UNIQUE("case_id","seq"),
	CONSTRAINT "routines_whistle_messages_author_check" CHECK ("routines_whistle_messages"."author" in ('reporter', 'handler')),
	CONSTRAINT "routines_whistle_messages_reporter_check" CHECK ("routines_whistle_messages"."author" = 'handler' or ("routines_whistle_messages"."handler_user_id" is null and not "routines_whistle_messages"."internal"))
);
--> statement-breakpoint
CREATE TABLE "routines_meeting_action_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"description" text NOT NULL,
	"assignee_id" uuid NOT NULL,
	"due_date" date NOT NULL,
	"task_id" uuid
);
--> statement-breakpoint
CREATE TABLE "routines_meeting_attendees" (
	"company_id" uuid NOT NULL,
	"meeting_id" uuid NOT NULL,
	"employee_id" uuid NOT NULL,
	CONSTRAINT "routines_meeting_attendees_pk" PRIMARY KEY("meeting_id","employee_id")
);
--> statement-breakpoint
CREATE TABLE "routines_meetings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"title" text NOT NULL,
	"date" date NOT NULL,
	"start_time" time NOT NULL,
	"end_time" time NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	"organiser_id" uuid NOT NULL,
	"agenda" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"decisions" text DEFAULT '' NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "routines_meetings_company_id_id_unique" UNIQUE("company_id","id"),
	CONSTRAINT "routines_meetings_times_check" CHECK ("routines_meetings"."end_time" > "routines_meetings"."start_time")
);
--> statement-breakpoint
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
ALTER TABLE "tasks" ADD COLUMN "series_id" uuid;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "occurrence_date" date;--> statement-breakpoint
ALTER TABLE "tasks" ADD COLUMN "occurrence_edited" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_attendance" ADD COLUMN "auto_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_requests" ADD COLUMN "document_note" text;--> statement-breakpoint
ALTER TABLE "routines_leave_requests" ADD COLUMN "cancel_requested" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "accrual" text DEFAULT 'yearly' NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "carry_over_max_days" numeric(5, 1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "half_days_allowed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "document_required" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "eligible_department_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "eligible_employment_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD COLUMN "eligible_genders" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_members" ADD CONSTRAINT "chat_members_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_conversation_id_chat_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."chat_conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_series" ADD CONSTRAINT "task_series_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_series" ADD CONSTRAINT "task_series_assignee_id_employees_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."employees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_series" ADD CONSTRAINT "task_series_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_attendance_corrections" ADD CONSTRAINT "routines_attendance_corrections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_attendance_corrections" ADD CONSTRAINT "routines_attendance_corrections_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_attendance_corrections" ADD CONSTRAINT "routines_attendance_corrections_record_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."routines_attendance"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_attendance_settings" ADD CONSTRAINT "routines_attendance_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_expense_categories" ADD CONSTRAINT "routines_expense_categories_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_expense_claims" ADD CONSTRAINT "routines_expense_claims_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_expense_claims" ADD CONSTRAINT "routines_expense_claims_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_expense_claims" ADD CONSTRAINT "routines_expense_claims_category_fk" FOREIGN KEY ("company_id","category_id") REFERENCES "public"."routines_expense_categories"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_expense_receipts" ADD CONSTRAINT "routines_expense_receipts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_expense_receipts" ADD CONSTRAINT "routines_expense_receipts_claim_fk" FOREIGN KEY ("company_id","claim_id") REFERENCES "public"."routines_expense_claims"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_expense_settings" ADD CONSTRAINT "routines_expense_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_leave_adjustments" ADD CONSTRAINT "routines_leave_adjustments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_leave_adjustments" ADD CONSTRAINT "routines_leave_adjustments_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_leave_adjustments" ADD CONSTRAINT "routines_leave_adjustments_type_fk" FOREIGN KEY ("company_id","leave_type_id") REFERENCES "public"."routines_leave_types"("company_id","id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_whistle_cases" ADD CONSTRAINT "routines_whistle_cases_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_whistle_cases" ADD CONSTRAINT "routines_whistle_cases_subject_employee_id_employees_id_fk" FOREIGN KEY ("subject_employee_id") REFERENCES "public"."employees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_whistle_messages" ADD CONSTRAINT "routines_whistle_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_whistle_messages" ADD CONSTRAINT "routines_whistle_messages_case_fk" FOREIGN KEY ("company_id","case_id") REFERENCES "public"."routines_whistle_cases"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_action_items" ADD CONSTRAINT "routines_meeting_action_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_action_items" ADD CONSTRAINT "routines_meeting_action_items_meeting_fk" FOREIGN KEY ("company_id","meeting_id") REFERENCES "public"."routines_meetings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_action_items" ADD CONSTRAINT "routines_meeting_action_items_assignee_fk" FOREIGN KEY ("company_id","assignee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_attendees" ADD CONSTRAINT "routines_meeting_attendees_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_attendees" ADD CONSTRAINT "routines_meeting_attendees_meeting_fk" FOREIGN KEY ("company_id","meeting_id") REFERENCES "public"."routines_meetings"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meeting_attendees" ADD CONSTRAINT "routines_meeting_attendees_employee_fk" FOREIGN KEY ("company_id","employee_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meetings" ADD CONSTRAINT "routines_meetings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "routines_meetings" ADD CONSTRAINT "routines_meetings_organiser_fk" FOREIGN KEY ("company_id","organiser_id") REFERENCES "public"."employees"("company_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_entries" ADD CONSTRAINT "mailbox_entries_message_id_mailbox_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."mailbox_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_messages" ADD CONSTRAINT "mailbox_messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_hash_unique" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_conversations_direct_unique" ON "chat_conversations" USING btree ("company_id","direct_key") WHERE "chat_conversations"."direct_key" is not null;--> statement-breakpoint
CREATE INDEX "chat_members_user_index" ON "chat_members" USING btree ("company_id","user_id");--> statement-breakpoint
CREATE INDEX "chat_messages_conversation_index" ON "chat_messages" USING btree ("conversation_id","id");--> statement-breakpoint
CREATE INDEX "task_series_company_active_index" ON "task_series" USING btree ("company_id","active");--> statement-breakpoint
CREATE INDEX "routines_attendance_corrections_status_index" ON "routines_attendance_corrections" USING btree ("company_id","status","work_date");--> statement-breakpoint
CREATE INDEX "routines_attendance_corrections_employee_index" ON "routines_attendance_corrections" USING btree ("company_id","employee_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "routines_expense_categories_name_unique" ON "routines_expense_categories" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "routines_expense_claims_company_date_index" ON "routines_expense_claims" USING btree ("company_id","expense_date","id");--> statement-breakpoint
CREATE INDEX "routines_expense_claims_employee_index" ON "routines_expense_claims" USING btree ("company_id","employee_id","expense_date");--> statement-breakpoint
CREATE INDEX "routines_expense_claims_status_index" ON "routines_expense_claims" USING btree ("company_id","status","expense_date");--> statement-breakpoint
CREATE INDEX "routines_expense_claims_payroll_index" ON "routines_expense_claims" USING btree ("company_id","payroll_month") WHERE "routines_expense_claims"."status" = 'payroll_queued';--> statement-breakpoint
CREATE INDEX "routines_expense_receipts_claim_index" ON "routines_expense_receipts" USING btree ("company_id","claim_id");--> statement-breakpoint
CREATE INDEX "routines_leave_adjustments_balance_index" ON "routines_leave_adjustments" USING btree ("company_id","employee_id","year","leave_type_id");--> statement-breakpoint
CREATE UNIQUE INDEX "routines_leave_adjustments_carry_over_unique" ON "routines_leave_adjustments" USING btree ("company_id","employee_id","leave_type_id","year") WHERE "routines_leave_adjustments"."kind" = 'carry-over';--> statement-breakpoint
CREATE INDEX "routines_whistle_cases_company_status_idx" ON "routines_whistle_cases" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "routines_meeting_action_items_meeting_idx" ON "routines_meeting_action_items" USING btree ("company_id","meeting_id","position");--> statement-breakpoint
CREATE INDEX "routines_meeting_attendees_employee_idx" ON "routines_meeting_attendees" USING btree ("company_id","employee_id");--> statement-breakpoint
CREATE INDEX "routines_meetings_company_date_idx" ON "routines_meetings" USING btree ("company_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_entries_message_user_box_unique" ON "mailbox_entries" USING btree ("message_id","user_id","box");--> statement-breakpoint
CREATE INDEX "mailbox_entries_owner_index" ON "mailbox_entries" USING btree ("company_id","user_id","at");--> statement-breakpoint
CREATE INDEX "mailbox_messages_company_index" ON "mailbox_messages" USING btree ("company_id","created_at");--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_series_id_task_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."task_series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tasks_series_occurrence_unique" ON "tasks" USING btree ("series_id","occurrence_date");--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD CONSTRAINT "routines_leave_types_accrual_check" CHECK ("routines_leave_types"."accrual" in ('yearly', 'monthly'));--> statement-breakpoint
ALTER TABLE "routines_leave_types" ADD CONSTRAINT "routines_leave_types_carry_over_check" CHECK ("routines_leave_types"."carry_over_max_days" >= 0);--> statement-breakpoint
-- hand-written (attendance)
-- Tenant tables of attendance settings and corrections (docs/decisions/0003-tenancy-rls.md).
ALTER TABLE "routines_attendance_settings" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_attendance_settings" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_attendance_settings_tenant" ON "routines_attendance_settings" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_attendance_corrections" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_attendance_corrections" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_attendance_corrections_tenant" ON "routines_attendance_corrections" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
-- hand-written (calfeed)
ALTER TABLE "calendar_feeds" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "calendar_feeds" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "calendar_feeds_tenant" ON "calendar_feeds" USING ("company_id" = app_company_id() OR "token_hash" = (SELECT app_secret())) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
-- hand-written (expenses)
ALTER TABLE "routines_expense_settings" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_expense_settings" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_expense_settings_tenant" ON "routines_expense_settings" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_expense_categories" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_expense_categories" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_expense_categories_tenant" ON "routines_expense_categories" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_expense_claims" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_expense_claims" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_expense_claims_tenant" ON "routines_expense_claims" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_expense_receipts" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_expense_receipts" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_expense_receipts_tenant" ON "routines_expense_receipts" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
-- hand-written (leave)
-- Leave adjustments are a tenant table (docs/decisions/0003-tenancy-rls.md).
ALTER TABLE "routines_leave_adjustments" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_leave_adjustments" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_leave_adjustments_tenant" ON "routines_leave_adjustments" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
-- hand-written (mailbox)
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
--> statement-breakpoint
-- hand-written (meetings)
ALTER TABLE "routines_meetings" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_meetings" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_meetings_tenant" ON "routines_meetings" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_meeting_attendees" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_meeting_attendees" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_meeting_attendees_tenant" ON "routines_meeting_attendees" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_meeting_action_items" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_meeting_action_items" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_meeting_action_items_tenant" ON "routines_meeting_action_items" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
-- hand-written (meetwhistle)
ALTER TABLE "routines_whistle_cases" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_whistle_cases" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_whistle_cases_tenant" ON "routines_whistle_cases" USING ("company_id" = app_company_id() OR "key_hash" = (SELECT app_secret())) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "routines_whistle_messages" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "routines_whistle_messages" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "routines_whistle_messages_tenant" ON "routines_whistle_messages" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
-- hand-written (realtime)
-- Tenant tables of the workspace's chat (docs/decisions/0003-tenancy-rls.md, 0102). Membership of a
-- conversation is enforced by the queries on top of the tenant policy.
ALTER TABLE "chat_conversations" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "chat_conversations" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "chat_conversations_tenant" ON "chat_conversations" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "chat_members" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "chat_members" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "chat_members_tenant" ON "chat_members" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "chat_messages" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "chat_messages" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "chat_messages_tenant" ON "chat_messages" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
--> statement-breakpoint
ALTER TABLE "chat_conversations" ADD CONSTRAINT "chat_conversations_kind_check" CHECK ("kind" in ('direct', 'group'))
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_body_check" CHECK (length("body") between 1 and 4000)
--> statement-breakpoint
-- hand-written (tasks)
ALTER TABLE "task_series" ENABLE ROW LEVEL SECURITY
--> statement-breakpoint
ALTER TABLE "task_series" FORCE ROW LEVEL SECURITY
--> statement-breakpoint
CREATE POLICY "task_series_tenant" ON "task_series" USING ("company_id" = app_company_id()) WITH CHECK ("company_id" = app_company_id())
