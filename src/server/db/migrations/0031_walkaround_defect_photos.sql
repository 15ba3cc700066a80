CREATE TABLE "fleet_walkaround_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"check_id" integer NOT NULL,
	"item_key" text NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fleet_walkaround_checks" DROP CONSTRAINT "fleet_walkaround_checks_photo_file_id_files_id_fk";
--> statement-breakpoint
ALTER TABLE "fleet_walkaround_photos" ADD CONSTRAINT "fleet_walkaround_photos_check_id_fleet_walkaround_checks_id_fk" FOREIGN KEY ("check_id") REFERENCES "public"."fleet_walkaround_checks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_walkaround_photos" ADD CONSTRAINT "fleet_walkaround_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_walkaround_photos" ADD CONSTRAINT "fleet_walkaround_photos_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_walkaround_photos_file_idx" ON "fleet_walkaround_photos" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "fleet_walkaround_photos_check_idx" ON "fleet_walkaround_photos" USING btree ("check_id","item_key","id");--> statement-breakpoint
ALTER TABLE "fleet_walkaround_checks" DROP COLUMN "photo_file_id";