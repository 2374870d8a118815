ALTER TABLE "biomarker_results" ADD COLUMN "location" jsonb;--> statement-breakpoint
ALTER TABLE "biomarker_results" ADD COLUMN "confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "blood_test_reports" ADD COLUMN "progress_done" integer;--> statement-breakpoint
ALTER TABLE "blood_test_reports" ADD COLUMN "progress_total" integer;--> statement-breakpoint
ALTER TABLE "blood_test_reports" ADD COLUMN "job_key" text;