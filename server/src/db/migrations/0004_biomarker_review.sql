ALTER TABLE "biomarker_results" ADD COLUMN "confidence" double precision;--> statement-breakpoint
ALTER TABLE "biomarker_results" ADD COLUMN "needs_review" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "biomarker_results" ADD COLUMN "review_reason" text;