CREATE TABLE "fleet" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_name" text NOT NULL,
	"make" text,
	"model" text,
	"vehicle_type" text NOT NULL,
	"year" integer,
	"color" text,
	"vin" text,
	"license_plate" text,
	"fuel_type" text,
	"gross_weight_kg" integer,
	"operator_licence" boolean DEFAULT false NOT NULL,
	"ownership" text DEFAULT 'owned' NOT NULL,
	"purchase_date" text,
	"purchase_price" numeric(12, 2),
	"current_value" numeric(12, 2),
	"finance_provider" text,
	"finance_agreement" text,
	"finance_start_date" text,
	"finance_end_date" text,
	"monthly_payment" numeric(12, 2),
	"current_mileage" integer,
	"mileage_recorded_on" text,
	"annual_mileage_allowance" integer,
	"fuel_card_number" text,
	"fuel_card_provider" text,
	"fuel_card_expiry" text,
	"insurance_provider" text,
	"insurance_policy_number" text,
	"insurance_expiry" text,
	"insurance_excess" numeric(12, 2),
	"road_tax_expiry" text,
	"road_tax_cost" numeric(12, 2),
	"mot_expiry" text,
	"last_mot_date" text,
	"last_service_date" text,
	"last_service_mileage" integer,
	"next_service_date" text,
	"service_interval_months" integer,
	"service_interval_miles" integer,
	"service_cost" numeric(12, 2),
	"garage_name" text,
	"garage_phone" text,
	"safety_inspection_interval_weeks" integer,
	"last_safety_inspection_date" text,
	"last_tacho_download_date" text,
	"driver_worker_id" integer,
	"driver_user_id" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"condition" text,
	"location" text,
	"project_id" integer,
	"off_road" boolean DEFAULT false NOT NULL,
	"off_road_reason" text,
	"off_road_since" timestamp with time zone,
	"public_data_checked_at" timestamp with time zone,
	"mot_test_mileage" integer,
	"mot_test_date" text,
	"image_file_id" integer,
	"custom_fields" jsonb,
	"notes" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(vehicle_name || chr(31) || coalesce(license_plate, '') || chr(31) || coalesce(make, '') || chr(31) || coalesce(model, '') || chr(31) || coalesce(vin, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "fleet_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"category" text NOT NULL,
	"title" text NOT NULL,
	"filename" text NOT NULL,
	"filepath" text NOT NULL,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_id" integer,
	"expiry_date" text,
	"notes" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_drivers" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"worker_id" integer,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"note" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_mileage_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"day" text NOT NULL,
	"mileage" integer NOT NULL,
	"source" text DEFAULT 'typed' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"mileage" integer,
	"garage" text,
	"cost" numeric(12, 2),
	"description" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "driver_licence_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer,
	"user_id" integer,
	"checked_on" text NOT NULL,
	"method" text NOT NULL,
	"licence_number" text,
	"categories" jsonb NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"licence_expiry" text,
	"risk" text NOT NULL,
	"next_check_due" text NOT NULL,
	"notes" text,
	"checked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_fuel_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"day" text NOT NULL,
	"litres" numeric(10, 2) NOT NULL,
	"fuel_type" text NOT NULL,
	"cost" numeric(12, 2),
	"mileage" integer,
	"project_id" integer,
	"factor_kg_per_litre" numeric(10, 5) NOT NULL,
	"factor_source" text NOT NULL,
	"carbon_kg" numeric(14, 3) NOT NULL,
	"fuel_card" boolean DEFAULT false NOT NULL,
	"notes" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fleet_safety_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"day" text NOT NULL,
	"iso_week" text NOT NULL,
	"inspector" text NOT NULL,
	"mileage" integer,
	"result" text NOT NULL,
	"brake_test_percent" numeric(5, 1),
	"defects" text,
	"report_file_id" integer,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fleet_walkaround_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"vehicle_id" integer NOT NULL,
	"day" text NOT NULL,
	"driver_worker_id" integer,
	"driver_user_id" integer,
	"driver_name" text NOT NULL,
	"mileage" integer,
	"items" jsonb NOT NULL,
	"has_defects" boolean DEFAULT false NOT NULL,
	"unsafe" boolean DEFAULT false NOT NULL,
	"notes" text,
	"photo_file_id" integer,
	"cleared_at" timestamp with time zone,
	"cleared_by" integer,
	"cleared_note" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tachograph_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"vehicle_id" integer,
	"worker_id" integer,
	"user_id" integer,
	"day" text NOT NULL,
	"notes" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "digest_deliveries" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"email_id" integer,
	"items" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "digest_deliveries_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"job" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"instance" text,
	CONSTRAINT "job_runs_job_period_pk" PRIMARY KEY("job","period")
);
--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" integer NOT NULL,
	"category" text NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_settings_user_id_category_pk" PRIMARY KEY("user_id","category")
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"message" text NOT NULL,
	"type" text NOT NULL,
	"category" text DEFAULT 'general' NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"project_id" integer,
	"link" text,
	"metadata" jsonb,
	"dedupe_key" text,
	"read" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"worker_id" integer,
	"recipient_name" text NOT NULL,
	"recipient_phone" text NOT NULL,
	"message" text NOT NULL,
	"message_type" text DEFAULT 'sms' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"provider" text,
	"provider_message_id" text,
	"error_message" text,
	"batch_id" text,
	"sent_by" integer,
	"sent_by_name" text NOT NULL,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fleet" ADD CONSTRAINT "fleet_driver_worker_id_workers_id_fk" FOREIGN KEY ("driver_worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet" ADD CONSTRAINT "fleet_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet" ADD CONSTRAINT "fleet_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet" ADD CONSTRAINT "fleet_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet" ADD CONSTRAINT "fleet_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet" ADD CONSTRAINT "fleet_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_documents" ADD CONSTRAINT "fleet_documents_vehicle_id_fleet_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_documents" ADD CONSTRAINT "fleet_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_documents" ADD CONSTRAINT "fleet_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_drivers" ADD CONSTRAINT "fleet_drivers_vehicle_id_fleet_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_drivers" ADD CONSTRAINT "fleet_drivers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_drivers" ADD CONSTRAINT "fleet_drivers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_history" ADD CONSTRAINT "fleet_history_vehicle_id_fleet_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_history" ADD CONSTRAINT "fleet_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_images" ADD CONSTRAINT "fleet_images_vehicle_id_fleet_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_images" ADD CONSTRAINT "fleet_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_images" ADD CONSTRAINT "fleet_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_mileage_readings" ADD CONSTRAINT "fleet_mileage_readings_vehicle_id_fleet_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_mileage_readings" ADD CONSTRAINT "fleet_mileage_readings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_services" ADD CONSTRAINT "fleet_services_vehicle_id_fleet_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_services" ADD CONSTRAINT "fleet_services_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licence_checks" ADD CONSTRAINT "driver_licence_checks_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licence_checks" ADD CONSTRAINT "driver_licence_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "driver_licence_checks" ADD CONSTRAINT "driver_licence_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_fuel_logs" ADD CONSTRAINT "fleet_fuel_logs_vehicle_id_fleet_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_fuel_logs" ADD CONSTRAINT "fleet_fuel_logs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_fuel_logs" ADD CONSTRAINT "fleet_fuel_logs_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_safety_inspections" ADD CONSTRAINT "fleet_safety_inspections_vehicle_id_fleet_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_safety_inspections" ADD CONSTRAINT "fleet_safety_inspections_report_file_id_files_id_fk" FOREIGN KEY ("report_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_safety_inspections" ADD CONSTRAINT "fleet_safety_inspections_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_walkaround_checks" ADD CONSTRAINT "fleet_walkaround_checks_vehicle_id_fleet_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_walkaround_checks" ADD CONSTRAINT "fleet_walkaround_checks_driver_worker_id_workers_id_fk" FOREIGN KEY ("driver_worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_walkaround_checks" ADD CONSTRAINT "fleet_walkaround_checks_driver_user_id_users_id_fk" FOREIGN KEY ("driver_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_walkaround_checks" ADD CONSTRAINT "fleet_walkaround_checks_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_walkaround_checks" ADD CONSTRAINT "fleet_walkaround_checks_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fleet_walkaround_checks" ADD CONSTRAINT "fleet_walkaround_checks_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tachograph_downloads" ADD CONSTRAINT "tachograph_downloads_vehicle_id_fleet_id_fk" FOREIGN KEY ("vehicle_id") REFERENCES "public"."fleet"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tachograph_downloads" ADD CONSTRAINT "tachograph_downloads_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tachograph_downloads" ADD CONSTRAINT "tachograph_downloads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tachograph_downloads" ADD CONSTRAINT "tachograph_downloads_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_deliveries" ADD CONSTRAINT "digest_deliveries_email_id_outbox_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outbox_emails"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_plate_idx" ON "fleet" USING btree ("license_plate") WHERE "fleet"."deleted_at" is null and "fleet"."license_plate" is not null;--> statement-breakpoint
CREATE INDEX "fleet_name_idx" ON "fleet" USING btree (lower("vehicle_name"),"id") WHERE "fleet"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fleet_status_name_idx" ON "fleet" USING btree ("status",lower("vehicle_name"),"id") WHERE "fleet"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fleet_type_name_idx" ON "fleet" USING btree ("vehicle_type",lower("vehicle_name"),"id") WHERE "fleet"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fleet_mot_idx" ON "fleet" USING btree ("mot_expiry","id") WHERE "fleet"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fleet_tax_idx" ON "fleet" USING btree ("road_tax_expiry","id") WHERE "fleet"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fleet_insurance_idx" ON "fleet" USING btree ("insurance_expiry","id") WHERE "fleet"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fleet_service_idx" ON "fleet" USING btree ("next_service_date","id") WHERE "fleet"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "fleet_driver_worker_idx" ON "fleet" USING btree ("driver_worker_id");--> statement-breakpoint
CREATE INDEX "fleet_driver_user_idx" ON "fleet" USING btree ("driver_user_id");--> statement-breakpoint
CREATE INDEX "fleet_documents_vehicle_idx" ON "fleet_documents" USING btree ("vehicle_id","id");--> statement-breakpoint
CREATE INDEX "fleet_documents_expiry_idx" ON "fleet_documents" USING btree ("expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_drivers_worker_idx" ON "fleet_drivers" USING btree ("vehicle_id","worker_id") WHERE "fleet_drivers"."worker_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_drivers_user_idx" ON "fleet_drivers" USING btree ("vehicle_id","user_id") WHERE "fleet_drivers"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "fleet_history_vehicle_idx" ON "fleet_history" USING btree ("vehicle_id","changed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "fleet_images_pair_idx" ON "fleet_images" USING btree ("vehicle_id","file_id");--> statement-breakpoint
CREATE INDEX "fleet_mileage_readings_vehicle_idx" ON "fleet_mileage_readings" USING btree ("vehicle_id","day","id");--> statement-breakpoint
CREATE INDEX "fleet_services_vehicle_idx" ON "fleet_services" USING btree ("vehicle_id","day","id");--> statement-breakpoint
CREATE INDEX "driver_licence_checks_worker_idx" ON "driver_licence_checks" USING btree ("worker_id","checked_on","id") WHERE "driver_licence_checks"."worker_id" is not null;--> statement-breakpoint
CREATE INDEX "driver_licence_checks_user_idx" ON "driver_licence_checks" USING btree ("user_id","checked_on","id") WHERE "driver_licence_checks"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "driver_licence_checks_due_idx" ON "driver_licence_checks" USING btree ("next_check_due");--> statement-breakpoint
CREATE INDEX "fleet_fuel_logs_vehicle_idx" ON "fleet_fuel_logs" USING btree ("vehicle_id","day","id");--> statement-breakpoint
CREATE INDEX "fleet_fuel_logs_project_idx" ON "fleet_fuel_logs" USING btree ("project_id","day") WHERE "fleet_fuel_logs"."project_id" is not null;--> statement-breakpoint
CREATE INDEX "fleet_safety_inspections_vehicle_idx" ON "fleet_safety_inspections" USING btree ("vehicle_id","day","id");--> statement-breakpoint
CREATE INDEX "fleet_walkaround_vehicle_idx" ON "fleet_walkaround_checks" USING btree ("vehicle_id","day","id");--> statement-breakpoint
CREATE INDEX "fleet_walkaround_open_defects_idx" ON "fleet_walkaround_checks" USING btree ("vehicle_id") WHERE "fleet_walkaround_checks"."has_defects" and "fleet_walkaround_checks"."cleared_at" is null;--> statement-breakpoint
CREATE INDEX "tachograph_downloads_vehicle_idx" ON "tachograph_downloads" USING btree ("vehicle_id","day") WHERE "tachograph_downloads"."vehicle_id" is not null;--> statement-breakpoint
CREATE INDEX "tachograph_downloads_worker_idx" ON "tachograph_downloads" USING btree ("worker_id","day") WHERE "tachograph_downloads"."worker_id" is not null;--> statement-breakpoint
CREATE INDEX "tachograph_downloads_user_idx" ON "tachograph_downloads" USING btree ("user_id","day") WHERE "tachograph_downloads"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE not "notifications"."read";--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_idx" ON "notifications" USING btree ("user_id","dedupe_key") WHERE "notifications"."dedupe_key" is not null;--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sms_messages_batch_idx" ON "sms_messages" USING btree ("batch_id") WHERE "sms_messages"."batch_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "sms_messages_provider_id_idx" ON "sms_messages" USING btree ("provider","provider_message_id") WHERE "sms_messages"."provider_message_id" is not null;--> statement-breakpoint
CREATE INDEX "sms_messages_worker_idx" ON "sms_messages" USING btree ("worker_id","created_at") WHERE "sms_messages"."worker_id" is not null;