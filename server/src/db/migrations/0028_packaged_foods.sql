CREATE TABLE "food_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"source" text NOT NULL,
	"file" text NOT NULL,
	"country" text,
	"read" integer NOT NULL,
	"upserted" integer NOT NULL,
	"other_country" integer NOT NULL,
	"skipped" jsonb NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "packaged_foods" (
	"gtin_key" text PRIMARY KEY NOT NULL,
	"gtin" text NOT NULL,
	"name" text NOT NULL,
	"brand" text,
	"quantity" text,
	"serving_label" text,
	"serving_grams" double precision,
	"kcal" double precision NOT NULL,
	"protein_g" double precision NOT NULL,
	"carbs_g" double precision NOT NULL,
	"fat_g" double precision NOT NULL,
	"fiber_g" double precision,
	"saturated_fat_g" double precision,
	"sodium_mg" double precision,
	"potassium_mg" double precision,
	"source" text NOT NULL,
	"licence" text NOT NULL,
	"attribution" text NOT NULL,
	"source_url" text NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
