ALTER TABLE "users" ADD COLUMN "failed_two_factor_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "failed_two_factor_window_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "two_factor_lockout_end" timestamp with time zone;