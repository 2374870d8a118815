CREATE TABLE "progress_revisions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"revision" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "shown_revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "progress_revisions" ADD CONSTRAINT "progress_revisions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;