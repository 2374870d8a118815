ALTER TABLE "profiles" ADD COLUMN "unit_system" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "training_preferences" jsonb;