DROP INDEX "reports_user_uploaded_idx";--> statement-breakpoint
DROP INDEX "plans_user_created_idx";--> statement-breakpoint
CREATE INDEX "reports_user_uploaded_idx" ON "blood_test_reports" USING btree ("user_id","uploaded_at","id");--> statement-breakpoint
CREATE INDEX "plans_user_created_idx" ON "plans" USING btree ("user_id","created_at","id");