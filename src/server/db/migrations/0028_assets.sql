CREATE TABLE "asset_checklists" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_type" text NOT NULL,
	"category" text,
	"items" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_checkouts" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"project_id" integer,
	"checked_out_at" timestamp with time zone DEFAULT now() NOT NULL,
	"checked_out_by" integer,
	"due_back" text,
	"checked_in_at" timestamp with time zone,
	"checked_in_by" integer,
	"condition_in" text,
	"note" text,
	"override_reason" text
);
--> statement-breakpoint
CREATE TABLE "asset_clearances" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text NOT NULL,
	"cleared_by" integer,
	"cleared_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
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
CREATE TABLE "asset_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"field" text NOT NULL,
	"from_value" text,
	"to_value" text,
	"note" text,
	"project_id" integer,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_inspections" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"kind" text NOT NULL,
	"day" text NOT NULL,
	"result" text NOT NULL,
	"examiner_name" text NOT NULL,
	"examiner_company" text,
	"safe_working_load" text,
	"defects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"may_stay_in_use" boolean DEFAULT true NOT NULL,
	"next_due_day" text,
	"project_id" integer,
	"by_supplier" boolean DEFAULT false NOT NULL,
	"report_document_id" integer,
	"notes" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_meter_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"meter" text NOT NULL,
	"day" text NOT NULL,
	"value" numeric(8, 1) NOT NULL,
	"source" text DEFAULT 'typed' NOT NULL,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_operators" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"authorised_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "asset_pre_use_checks" (
	"id" serial PRIMARY KEY NOT NULL,
	"asset_id" integer NOT NULL,
	"worker_id" integer,
	"project_id" integer,
	"day" text NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answers" jsonb NOT NULL,
	"passed" boolean NOT NULL,
	"defect_note" text,
	"hours_reading" numeric(8, 1),
	"override_reason" text,
	"recorded_by" integer
);
--> statement-breakpoint
CREATE TABLE "asset_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"electrical" jsonb,
	"idle_hire_days" integer DEFAULT 3 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"category" text,
	"model" text,
	"serial_number" text,
	"manufacturer" text,
	"purchase_price" numeric(12, 2),
	"current_value" numeric(12, 2),
	"purchase_date" text,
	"location" text,
	"status" text DEFAULT 'active' NOT NULL,
	"condition" text,
	"supplier" text,
	"warranty_expiry" text,
	"last_maintenance_date" text,
	"next_maintenance_date" text,
	"maintenance_interval" integer,
	"maintenance_interval_hours" integer,
	"maintenance_interval_miles" integer,
	"last_maintenance_hours" numeric(8, 1),
	"last_maintenance_miles" numeric(7, 0),
	"last_inspection_date" text,
	"next_inspection_date" text,
	"inspection_interval" integer,
	"inspection_interval_hours" integer,
	"inspection_interval_miles" integer,
	"last_inspection_hours" numeric(8, 1),
	"last_inspection_miles" numeric(7, 0),
	"certifications_required" text,
	"insurance_details" text,
	"operating_hours" numeric(8, 1),
	"mileage" numeric(7, 0),
	"fuel_type" text,
	"notes" text,
	"qr_code_data" text,
	"qr_token" text NOT NULL,
	"qr_issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"image_file_id" integer,
	"custom_fields" jsonb,
	"ownership" text DEFAULT 'owned' NOT NULL,
	"hire_supplier" text,
	"hire_order_reference" text,
	"on_hire_date" text,
	"off_hire_date" text,
	"off_hire_reference" text,
	"collection_date" text,
	"vibration_magnitude" numeric(5, 2),
	"engine_stage" text,
	"engine_power_kw" numeric(5, 1),
	"lifting_use" text,
	"examination_scheme_months" integer,
	"depends_on_installation" boolean DEFAULT false NOT NULL,
	"portable_electrical" boolean DEFAULT false NOT NULL,
	"project_id" integer,
	"arrived_on" text,
	"holder_worker_id" integer,
	"out_of_use" boolean DEFAULT false NOT NULL,
	"out_of_use_reason" text,
	"out_of_use_since" timestamp with time zone,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower(name || chr(31) || coalesce(serial_number, '') || chr(31) || coalesce(manufacturer, '') || chr(31) || coalesce(model, '') || chr(31) || coalesce(category, ''))) STORED
);
--> statement-breakpoint
CREATE TABLE "havs_exposures" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"asset_id" integer NOT NULL,
	"project_id" integer,
	"day" text NOT NULL,
	"minutes" integer NOT NULL,
	"magnitude" numeric(5, 2) NOT NULL,
	"points" integer NOT NULL,
	"override_reason" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plant_category_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"requirements" jsonb NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "carbon_entries" ADD COLUMN "asset_id" integer;--> statement-breakpoint
ALTER TABLE "asset_checklists" ADD CONSTRAINT "asset_checklists_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_checkouts" ADD CONSTRAINT "asset_checkouts_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_checkouts" ADD CONSTRAINT "asset_checkouts_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_checkouts" ADD CONSTRAINT "asset_checkouts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_checkouts" ADD CONSTRAINT "asset_checkouts_checked_out_by_users_id_fk" FOREIGN KEY ("checked_out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_checkouts" ADD CONSTRAINT "asset_checkouts_checked_in_by_users_id_fk" FOREIGN KEY ("checked_in_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_clearances" ADD CONSTRAINT "asset_clearances_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_clearances" ADD CONSTRAINT "asset_clearances_cleared_by_users_id_fk" FOREIGN KEY ("cleared_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_documents" ADD CONSTRAINT "asset_documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_history" ADD CONSTRAINT "asset_history_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_images" ADD CONSTRAINT "asset_images_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_images" ADD CONSTRAINT "asset_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_images" ADD CONSTRAINT "asset_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_inspections" ADD CONSTRAINT "asset_inspections_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_inspections" ADD CONSTRAINT "asset_inspections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_inspections" ADD CONSTRAINT "asset_inspections_report_document_id_asset_documents_id_fk" FOREIGN KEY ("report_document_id") REFERENCES "public"."asset_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_inspections" ADD CONSTRAINT "asset_inspections_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_meter_readings" ADD CONSTRAINT "asset_meter_readings_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_meter_readings" ADD CONSTRAINT "asset_meter_readings_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_operators" ADD CONSTRAINT "asset_operators_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_operators" ADD CONSTRAINT "asset_operators_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_operators" ADD CONSTRAINT "asset_operators_authorised_by_users_id_fk" FOREIGN KEY ("authorised_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_pre_use_checks" ADD CONSTRAINT "asset_pre_use_checks_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_pre_use_checks" ADD CONSTRAINT "asset_pre_use_checks_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_pre_use_checks" ADD CONSTRAINT "asset_pre_use_checks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_pre_use_checks" ADD CONSTRAINT "asset_pre_use_checks_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "asset_settings" ADD CONSTRAINT "asset_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_holder_worker_id_workers_id_fk" FOREIGN KEY ("holder_worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "havs_exposures" ADD CONSTRAINT "havs_exposures_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "havs_exposures" ADD CONSTRAINT "havs_exposures_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "havs_exposures" ADD CONSTRAINT "havs_exposures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "havs_exposures" ADD CONSTRAINT "havs_exposures_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plant_category_cards" ADD CONSTRAINT "plant_category_cards_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "asset_checklists_type_category_idx" ON "asset_checklists" USING btree ("asset_type",lower(coalesce("category", '')));--> statement-breakpoint
CREATE UNIQUE INDEX "asset_checkouts_open_idx" ON "asset_checkouts" USING btree ("asset_id") WHERE "asset_checkouts"."checked_in_at" is null;--> statement-breakpoint
CREATE INDEX "asset_checkouts_asset_idx" ON "asset_checkouts" USING btree ("asset_id","checked_out_at");--> statement-breakpoint
CREATE INDEX "asset_checkouts_worker_idx" ON "asset_checkouts" USING btree ("worker_id","checked_out_at");--> statement-breakpoint
CREATE INDEX "asset_checkouts_due_idx" ON "asset_checkouts" USING btree ("due_back") WHERE "asset_checkouts"."checked_in_at" is null;--> statement-breakpoint
CREATE INDEX "asset_clearances_asset_idx" ON "asset_clearances" USING btree ("asset_id","cleared_at");--> statement-breakpoint
CREATE INDEX "asset_documents_asset_idx" ON "asset_documents" USING btree ("asset_id","id");--> statement-breakpoint
CREATE INDEX "asset_documents_expiry_idx" ON "asset_documents" USING btree ("expiry_date");--> statement-breakpoint
CREATE INDEX "asset_history_asset_idx" ON "asset_history" USING btree ("asset_id","changed_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_images_pair_idx" ON "asset_images" USING btree ("asset_id","file_id");--> statement-breakpoint
CREATE INDEX "asset_inspections_asset_kind_idx" ON "asset_inspections" USING btree ("asset_id","kind","day","id");--> statement-breakpoint
CREATE INDEX "asset_meter_readings_asset_idx" ON "asset_meter_readings" USING btree ("asset_id","meter","day","id");--> statement-breakpoint
CREATE UNIQUE INDEX "asset_operators_pair_idx" ON "asset_operators" USING btree ("asset_id","worker_id");--> statement-breakpoint
CREATE INDEX "asset_operators_worker_idx" ON "asset_operators" USING btree ("worker_id");--> statement-breakpoint
CREATE INDEX "asset_pre_use_checks_asset_idx" ON "asset_pre_use_checks" USING btree ("asset_id","checked_at","id");--> statement-breakpoint
CREATE INDEX "asset_pre_use_checks_day_idx" ON "asset_pre_use_checks" USING btree ("day");--> statement-breakpoint
CREATE UNIQUE INDEX "assets_qr_token_idx" ON "assets" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "assets_name_idx" ON "assets" USING btree (lower("name"),"id") WHERE "assets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "assets_status_name_idx" ON "assets" USING btree ("status",lower("name"),"id") WHERE "assets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "assets_type_name_idx" ON "assets" USING btree ("type",lower("name"),"id") WHERE "assets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "assets_project_idx" ON "assets" USING btree ("project_id","id") WHERE "assets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "assets_holder_idx" ON "assets" USING btree ("holder_worker_id") WHERE "assets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "assets_next_inspection_idx" ON "assets" USING btree ("next_inspection_date","id") WHERE "assets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "havs_exposures_worker_day_idx" ON "havs_exposures" USING btree ("worker_id","day");--> statement-breakpoint
CREATE INDEX "havs_exposures_asset_idx" ON "havs_exposures" USING btree ("asset_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "plant_category_cards_category_idx" ON "plant_category_cards" USING btree (lower("category"));--> statement-breakpoint
ALTER TABLE "carbon_entries" ADD CONSTRAINT "carbon_entries_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carbon_entries_asset_idx" ON "carbon_entries" USING btree ("asset_id","date") WHERE "carbon_entries"."asset_id" is not null;