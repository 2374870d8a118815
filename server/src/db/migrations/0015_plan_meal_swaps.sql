CREATE TABLE "plan_meal_swaps" (
	"plan_id" uuid NOT NULL,
	"day" integer NOT NULL,
	"meal" integer NOT NULL,
	"original_recipe_id" text,
	"recipe_id" text NOT NULL,
	"content" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_meal_swaps_plan_id_day_meal_pk" PRIMARY KEY("plan_id","day","meal")
);
--> statement-breakpoint
ALTER TABLE "plan_meal_swaps" ADD CONSTRAINT "plan_meal_swaps_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;