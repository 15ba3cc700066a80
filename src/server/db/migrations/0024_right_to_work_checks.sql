ALTER TABLE "workers" ADD COLUMN "right_to_work_method" text;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "right_to_work_checked_on" text;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "right_to_work_checked_by" integer;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "right_to_work_follow_up" text;--> statement-breakpoint
ALTER TABLE "workers" ADD CONSTRAINT "workers_right_to_work_checked_by_users_id_fk" FOREIGN KEY ("right_to_work_checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;