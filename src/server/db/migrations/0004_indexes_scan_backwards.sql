-- Indexes are ascending and read backwards for the newest-first lists: drizzle's .desc() wrote DESC NULLS LAST, which an ORDER BY … DESC (NULLS FIRST) cannot use, so PostgreSQL sorted whole tables instead.
DROP INDEX "activity_logs_created_idx";--> statement-breakpoint
DROP INDEX "activity_logs_user_created_idx";--> statement-breakpoint
DROP INDEX "activity_logs_category_created_idx";--> statement-breakpoint
DROP INDEX "error_reports_created_idx";--> statement-breakpoint
DROP INDEX "error_reports_fingerprint_created_idx";--> statement-breakpoint
DROP INDEX "issue_reports_created_idx";--> statement-breakpoint
DROP INDEX "outbox_emails_created_idx";--> statement-breakpoint
DROP INDEX "outbox_emails_to_idx";--> statement-breakpoint
DROP INDEX "recycle_bin_deleted_idx";--> statement-breakpoint
DROP INDEX "budget_change_logs_project_idx";--> statement-breakpoint
DROP INDEX "diary_comments_project_created_idx";--> statement-breakpoint
DROP INDEX "diary_entries_project_date_idx";--> statement-breakpoint
DROP INDEX "diary_entries_date_idx";--> statement-breakpoint
DROP INDEX "diary_entries_user_date_idx";--> statement-breakpoint
DROP INDEX "diary_entries_project_created_idx";--> statement-breakpoint
DROP INDEX "files_project_folder_idx";--> statement-breakpoint
DROP INDEX "files_project_created_idx";--> statement-breakpoint
DROP INDEX "journal_messages_project_created_idx";--> statement-breakpoint
DROP INDEX "projects_live_updated_idx";--> statement-breakpoint
DROP INDEX "projects_live_status_idx";--> statement-breakpoint
DROP INDEX "weather_snapshots_project_time_idx";--> statement-breakpoint
CREATE INDEX "activity_logs_created_idx" ON "activity_logs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activity_logs_user_created_idx" ON "activity_logs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_logs_category_created_idx" ON "activity_logs" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "error_reports_created_idx" ON "error_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "error_reports_fingerprint_created_idx" ON "error_reports" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE INDEX "issue_reports_created_idx" ON "issue_reports" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_emails_created_idx" ON "outbox_emails" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "outbox_emails_to_idx" ON "outbox_emails" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "recycle_bin_deleted_idx" ON "recycle_bin" USING btree ("deleted_at");--> statement-breakpoint
CREATE INDEX "budget_change_logs_project_idx" ON "budget_change_logs" USING btree ("project_id","changed_at");--> statement-breakpoint
CREATE INDEX "diary_comments_project_created_idx" ON "diary_comments" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "diary_entries_project_date_idx" ON "diary_entries" USING btree ("project_id","date","id");--> statement-breakpoint
CREATE INDEX "diary_entries_date_idx" ON "diary_entries" USING btree ("date","id");--> statement-breakpoint
CREATE INDEX "diary_entries_user_date_idx" ON "diary_entries" USING btree ("user_id","date");--> statement-breakpoint
CREATE INDEX "diary_entries_project_created_idx" ON "diary_entries" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "files_project_folder_idx" ON "files" USING btree ("project_id","folder_id","created_at");--> statement-breakpoint
CREATE INDEX "files_project_created_idx" ON "files" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_messages_project_created_idx" ON "journal_messages" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "projects_live_updated_idx" ON "projects" USING btree ("updated_at","id") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "projects_live_status_idx" ON "projects" USING btree ("status","updated_at") WHERE "projects"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "weather_snapshots_project_time_idx" ON "weather_snapshots" USING btree ("project_id","timestamp");