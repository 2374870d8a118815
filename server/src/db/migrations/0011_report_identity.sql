ALTER TABLE "blood_test_reports" ADD COLUMN "printed_identity" jsonb;--> statement-breakpoint
ALTER TABLE "blood_test_reports" ADD COLUMN "identity_mismatches" jsonb;--> statement-breakpoint
ALTER TABLE "blood_test_reports" ADD COLUMN "identity_answer" text;--> statement-breakpoint
ALTER TABLE "blood_test_reports" ADD COLUMN "identity_answered_at" timestamp with time zone;