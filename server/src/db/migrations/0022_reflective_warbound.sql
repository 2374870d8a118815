-- Meal logs keyed by the meal's position in its slot (two snacks a day). Every existing row logged the slot's first meal (logMeal took the first), so it gets slot_index 0 through the default; no row is dropped or merged. The column comes first: the new key needs it (drizzle-kit wrote it last).
ALTER TABLE "meal_logs" ADD COLUMN "slot_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "meal_logs" DROP CONSTRAINT "meal_logs_user_id_plan_id_date_slot_pk";--> statement-breakpoint
ALTER TABLE "meal_logs" ADD CONSTRAINT "meal_logs_user_id_plan_id_date_slot_slot_index_pk" PRIMARY KEY("user_id","plan_id","date","slot","slot_index");
