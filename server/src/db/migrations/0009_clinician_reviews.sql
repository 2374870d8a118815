CREATE TABLE "certificates" (
	"code" text PRIMARY KEY NOT NULL,
	"plan_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"clinician_id" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "clinician_assignments" (
	"member_id" uuid PRIMARY KEY NOT NULL,
	"clinician_id" uuid NOT NULL,
	"assigned_by" text NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clinicians" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"registration_number" text NOT NULL,
	"registration_body" text NOT NULL,
	"specialty" text NOT NULL,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "consultation_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"sender_id" uuid,
	"sender_role" text NOT NULL,
	"body" text NOT NULL,
	"report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "plan_reviews" (
	"plan_id" uuid PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"clinician_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"note" text,
	"overrides" jsonb,
	"critical_findings" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "systolic_bp" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "diastolic_bp" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "treated_for_hypertension" boolean;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "smoker" boolean;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "waist_cm" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "family_history_diabetes" boolean;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "family_history_early_heart_disease" boolean;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_clinician_id_users_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_assignments" ADD CONSTRAINT "clinician_assignments_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinician_assignments" ADD CONSTRAINT "clinician_assignments_clinician_id_users_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinicians" ADD CONSTRAINT "clinicians_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_sender_id_users_id_fk" FOREIGN KEY ("sender_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consultation_messages" ADD CONSTRAINT "consultation_messages_report_id_blood_test_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."blood_test_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_reviews" ADD CONSTRAINT "plan_reviews_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_reviews" ADD CONSTRAINT "plan_reviews_member_id_users_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_reviews" ADD CONSTRAINT "plan_reviews_clinician_id_users_id_fk" FOREIGN KEY ("clinician_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_member_idx" ON "certificates" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "clinician_assignments_clinician_idx" ON "clinician_assignments" USING btree ("clinician_id");--> statement-breakpoint
CREATE INDEX "consultation_messages_member_idx" ON "consultation_messages" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "plan_reviews_queue_idx" ON "plan_reviews" USING btree ("status","requested_at");--> statement-breakpoint
CREATE INDEX "plan_reviews_member_idx" ON "plan_reviews" USING btree ("member_id");