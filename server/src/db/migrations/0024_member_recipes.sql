CREATE TABLE "member_recipes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"servings" double precision NOT NULL,
	"cooked_grams" double precision,
	"ingredients" jsonb NOT NULL,
	"kcal" double precision NOT NULL,
	"protein_g" double precision NOT NULL,
	"carbs_g" double precision NOT NULL,
	"fat_g" double precision NOT NULL,
	"fiber_g" double precision NOT NULL,
	"saturated_fat_g" double precision,
	"sodium_mg" double precision,
	"potassium_mg" double precision,
	"client_id" text,
	"request_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "member_recipes" ADD CONSTRAINT "member_recipes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_recipes_user_idx" ON "member_recipes" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "member_recipes_user_client_key" ON "member_recipes" USING btree ("user_id","client_id") WHERE "member_recipes"."client_id" is not null;