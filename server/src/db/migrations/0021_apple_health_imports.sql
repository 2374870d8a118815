CREATE TABLE "activity_days" (
	"user_id" uuid NOT NULL,
	"date" date NOT NULL,
	"source" text NOT NULL,
	"steps" integer,
	"active_kcal" double precision,
	"resting_heart_rate" double precision,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_days_user_id_date_source_pk" PRIMARY KEY("user_id","date","source")
);
--> statement-breakpoint
CREATE TABLE "imported_workouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"source" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"duration_min" double precision NOT NULL,
	"energy_kcal" double precision,
	"distance_km" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "data_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"filename" text,
	"bytes_read" bigint DEFAULT 0 NOT NULL,
	"total_bytes" bigint NOT NULL,
	"imported" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"refused" integer DEFAULT 0 NOT NULL,
	"skipped_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"refused_reasons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "measurement_logs" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "weight_logs" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "activity_days" ADD CONSTRAINT "activity_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "imported_workouts" ADD CONSTRAINT "imported_workouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "data_imports" ADD CONSTRAINT "data_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "imported_workouts_key" ON "imported_workouts" USING btree ("user_id","source","start_at","type");--> statement-breakpoint
CREATE INDEX "data_imports_user_idx" ON "data_imports" USING btree ("user_id","created_at");