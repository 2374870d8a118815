ALTER TABLE "jobs" ADD COLUMN "share_key" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "cost" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "jobs_share_idx" ON "jobs" USING btree ("name","share_key") WHERE "jobs"."share_key" IS NOT NULL;