ALTER TABLE "routines_attendance" ADD COLUMN "clock_in_location" jsonb;--> statement-breakpoint
ALTER TABLE "routines_attendance" ADD COLUMN "clock_out_location" jsonb;--> statement-breakpoint
ALTER TABLE "routines_attendance" ADD COLUMN "clock_in_ip" text;--> statement-breakpoint
ALTER TABLE "routines_attendance" ADD COLUMN "clock_out_ip" text;