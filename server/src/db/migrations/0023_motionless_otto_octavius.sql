ALTER TABLE "imported_workouts" ADD COLUMN "avg_heart_rate" integer;--> statement-breakpoint
ALTER TABLE "imported_workouts" ADD COLUMN "max_heart_rate" integer;