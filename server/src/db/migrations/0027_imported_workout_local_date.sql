ALTER TABLE "imported_workouts" ADD COLUMN "local_date" date;--> statement-breakpoint
-- Workouts imported before this column were dated by their UTC start, as they were shown until now.
UPDATE "imported_workouts" SET "local_date" = ("start_at" AT TIME ZONE 'UTC')::date;--> statement-breakpoint
ALTER TABLE "imported_workouts" ALTER COLUMN "local_date" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "imported_workouts_user_day" ON "imported_workouts" USING btree ("user_id","local_date");
