CREATE TABLE "carbon_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"date" text NOT NULL,
	"kind" text NOT NULL,
	"source" text,
	"category" text,
	"quantity" numeric(12, 3),
	"unit" text,
	"carbon_emitted" numeric(10, 3) DEFAULT '0' NOT NULL,
	"notes" text,
	"supplier" text,
	"user_id" integer,
	"created_by" text,
	"po_number" text,
	"is_delivered" text DEFAULT 'false' NOT NULL,
	"line_items" jsonb,
	"po_total" numeric(12, 2),
	"grn_number" text,
	"line_item_id" text,
	"material_category" text,
	"material_quantity" numeric(12, 3),
	"material_unit" text,
	"transport_category" text,
	"transport_weight" numeric(12, 3),
	"transport_distance" numeric(12, 3),
	"last_modified" timestamp with time zone,
	"uploaded_files" jsonb,
	"waste_code" text,
	"waste_code_description" text,
	"waste_code_category" text,
	"is_hazardous_waste" boolean DEFAULT false NOT NULL,
	"plant_item" text,
	"ownership" text,
	"hire_company" text,
	"asset_name" text,
	"hours" numeric(8, 2),
	"fuel_type" text,
	"fuel_litres" numeric(12, 3),
	"delivery_note_number" text,
	"waste_material" text,
	"disposal_route" text,
	"weight_tonnes" numeric(12, 3),
	"carrier" text,
	"waste_transfer_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "carbon_factors" (
	"id" serial PRIMARY KEY NOT NULL,
	"factor_id" text NOT NULL,
	"set_year" integer,
	"source" text NOT NULL,
	"is_company" boolean DEFAULT false NOT NULL,
	"scope" text,
	"sheet" text NOT NULL,
	"level2" text,
	"level3" text,
	"level4" text,
	"column_text" text,
	"name" text NOT NULL,
	"unit" text NOT NULL,
	"value" numeric(16, 6) NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carbon_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"factor_year" integer,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reference_data" (
	"name" text PRIMARY KEY NOT NULL,
	"checksum" text NOT NULL,
	"rows" integer NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scope2_energy" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"date" text NOT NULL,
	"energy_type" text NOT NULL,
	"consumption" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"site_name" text,
	"meter_reading" text,
	"supplier" text,
	"invoice_reference" text,
	"carbon_emitted" numeric(10, 3) DEFAULT '0' NOT NULL,
	"emission_factor" numeric(10, 6),
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scope3_additional" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"date" text NOT NULL,
	"category" text NOT NULL,
	"subcategory" text,
	"description" text NOT NULL,
	"quantity" numeric(12, 3) NOT NULL,
	"unit" text NOT NULL,
	"supplier" text,
	"waste_code" text,
	"waste_disposal_method" text,
	"invoice_reference" text,
	"carbon_emitted" numeric(10, 3) DEFAULT '0' NOT NULL,
	"emission_factor" numeric(10, 6),
	"calculation_method" text,
	"notes" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "waste_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"is_hazardous" boolean NOT NULL,
	"entry_type" text NOT NULL,
	"chapter" text NOT NULL,
	"sub_chapter" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hse_certificates" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"plant_hire_entry_id" integer,
	"equipment_name" text,
	"certificate_type" text NOT NULL,
	"file_id" integer,
	"file_name" text,
	"original_file_name" text,
	"file_path" text NOT NULL,
	"file_size" integer,
	"mime_type" text,
	"certificate_number" text,
	"issued_by" text,
	"issued_date" text,
	"expiry_date" text,
	"status" text DEFAULT 'active' NOT NULL,
	"uploaded_by" integer,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_assessment_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"assessment_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"revision" integer NOT NULL,
	"title" text NOT NULL,
	"overall_score" numeric(5, 2) NOT NULL,
	"scores" jsonb NOT NULL,
	"mitigation_plan" text,
	"change_note" text,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"contract_id" text,
	"title" text NOT NULL,
	"overall_score" numeric(5, 2) DEFAULT '0' NOT NULL,
	"scores" jsonb NOT NULL,
	"mitigation_plan" text,
	"revision" integer DEFAULT 1 NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
CREATE TABLE "site_issue_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_issue_updates" (
	"id" serial PRIMARY KEY NOT NULL,
	"issue_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"user_id" integer,
	"from_status" text,
	"to_status" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_issues" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"date" text NOT NULL,
	"reported_by" text,
	"reported_by_id" integer,
	"issue_type" text NOT NULL,
	"priority" text NOT NULL,
	"location" text,
	"assigned_to" text,
	"assigned_to_id" integer,
	"target_date" text,
	"status" text DEFAULT 'open' NOT NULL,
	"issue_description" text NOT NULL,
	"immediate_actions" text,
	"proposed_solution" text,
	"resolution_notes" text,
	"resolved_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "visitor_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"company" text NOT NULL,
	"reason_for_visit" text NOT NULL,
	"date" text NOT NULL,
	"sign_in_time" text,
	"sign_out_time" text,
	"travel_method" text,
	"travel_distance" numeric(10, 2),
	"travel_carbon" numeric(10, 3),
	"travel_origin_postcode" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carbon_figures" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"date" text NOT NULL,
	"carbon_entry_id" integer,
	"energy_id" integer,
	"scope3_id" integer,
	"visitor_id" integer,
	"source_kind" text NOT NULL,
	"scope" smallint NOT NULL,
	"category" text NOT NULL,
	"ghg_category" smallint,
	"description" text NOT NULL,
	"activity_amount" numeric(16, 3) NOT NULL,
	"activity_unit" text NOT NULL,
	"factor_id" text NOT NULL,
	"factor_year" integer,
	"factor_unit" text NOT NULL,
	"factor_value" numeric(16, 6) NOT NULL,
	"factor_source" text NOT NULL,
	"factor_name" text NOT NULL,
	"kg_co2e" numeric(14, 3) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carbon_figures_one_source" CHECK (num_nonnulls("carbon_figures"."carbon_entry_id", "carbon_figures"."energy_id", "carbon_figures"."scope3_id", "carbon_figures"."visitor_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "carbon_entries" ADD CONSTRAINT "carbon_entries_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_entries" ADD CONSTRAINT "carbon_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_entries" ADD CONSTRAINT "carbon_entries_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_factors" ADD CONSTRAINT "carbon_factors_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_settings" ADD CONSTRAINT "carbon_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope2_energy" ADD CONSTRAINT "scope2_energy_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope2_energy" ADD CONSTRAINT "scope2_energy_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope2_energy" ADD CONSTRAINT "scope2_energy_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope3_additional" ADD CONSTRAINT "scope3_additional_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope3_additional" ADD CONSTRAINT "scope3_additional_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope3_additional" ADD CONSTRAINT "scope3_additional_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hse_certificates" ADD CONSTRAINT "hse_certificates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hse_certificates" ADD CONSTRAINT "hse_certificates_plant_hire_entry_id_carbon_entries_id_fk" FOREIGN KEY ("plant_hire_entry_id") REFERENCES "public"."carbon_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hse_certificates" ADD CONSTRAINT "hse_certificates_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "hse_certificates" ADD CONSTRAINT "hse_certificates_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessment_revisions" ADD CONSTRAINT "risk_assessment_revisions_assessment_id_risk_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."risk_assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessment_revisions" ADD CONSTRAINT "risk_assessment_revisions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessment_revisions" ADD CONSTRAINT "risk_assessment_revisions_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "risk_assessments" ADD CONSTRAINT "risk_assessments_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issue_photos" ADD CONSTRAINT "site_issue_photos_issue_id_site_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."site_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issue_photos" ADD CONSTRAINT "site_issue_photos_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issue_updates" ADD CONSTRAINT "site_issue_updates_issue_id_site_issues_id_fk" FOREIGN KEY ("issue_id") REFERENCES "public"."site_issues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issue_updates" ADD CONSTRAINT "site_issue_updates_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issue_updates" ADD CONSTRAINT "site_issue_updates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issues" ADD CONSTRAINT "site_issues_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issues" ADD CONSTRAINT "site_issues_reported_by_id_users_id_fk" FOREIGN KEY ("reported_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issues" ADD CONSTRAINT "site_issues_assigned_to_id_users_id_fk" FOREIGN KEY ("assigned_to_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issues" ADD CONSTRAINT "site_issues_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_issues" ADD CONSTRAINT "site_issues_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_attendance" ADD CONSTRAINT "visitor_attendance_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_attendance" ADD CONSTRAINT "visitor_attendance_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_attendance" ADD CONSTRAINT "visitor_attendance_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_figures" ADD CONSTRAINT "carbon_figures_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_figures" ADD CONSTRAINT "carbon_figures_carbon_entry_id_carbon_entries_id_fk" FOREIGN KEY ("carbon_entry_id") REFERENCES "public"."carbon_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_figures" ADD CONSTRAINT "carbon_figures_energy_id_scope2_energy_id_fk" FOREIGN KEY ("energy_id") REFERENCES "public"."scope2_energy"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_figures" ADD CONSTRAINT "carbon_figures_scope3_id_scope3_additional_id_fk" FOREIGN KEY ("scope3_id") REFERENCES "public"."scope3_additional"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carbon_figures" ADD CONSTRAINT "carbon_figures_visitor_id_visitor_attendance_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitor_attendance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "carbon_entries_project_kind_date_idx" ON "carbon_entries" USING btree ("project_id","kind","date","id");--> statement-breakpoint
CREATE INDEX "carbon_entries_project_created_idx" ON "carbon_entries" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "carbon_entries_date_idx" ON "carbon_entries" USING btree ("date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_factors_factor_year_idx" ON "carbon_factors" USING btree ("factor_id","set_year");--> statement-breakpoint
CREATE INDEX "carbon_factors_sheet_idx" ON "carbon_factors" USING btree ("sheet","set_year","name");--> statement-breakpoint
CREATE INDEX "scope2_energy_project_date_idx" ON "scope2_energy" USING btree ("project_id","date","id");--> statement-breakpoint
CREATE INDEX "scope2_energy_project_created_idx" ON "scope2_energy" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "scope3_additional_project_date_idx" ON "scope3_additional" USING btree ("project_id","date","id");--> statement-breakpoint
CREATE INDEX "scope3_additional_project_created_idx" ON "scope3_additional" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "hse_certificates_plant_idx" ON "hse_certificates" USING btree ("plant_hire_entry_id");--> statement-breakpoint
CREATE INDEX "hse_certificates_project_expiry_idx" ON "hse_certificates" USING btree ("project_id","expiry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "risk_assessment_revisions_idx" ON "risk_assessment_revisions" USING btree ("assessment_id","revision");--> statement-breakpoint
CREATE INDEX "risk_assessment_revisions_project_created_idx" ON "risk_assessment_revisions" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "risk_assessments_project_idx" ON "risk_assessments" USING btree ("project_id","updated");--> statement-breakpoint
CREATE INDEX "risk_assessments_updated_idx" ON "risk_assessments" USING btree ("updated","id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_issue_photos_pair_idx" ON "site_issue_photos" USING btree ("issue_id","file_id");--> statement-breakpoint
CREATE INDEX "site_issue_updates_issue_idx" ON "site_issue_updates" USING btree ("issue_id","created_at");--> statement-breakpoint
CREATE INDEX "site_issue_updates_project_created_idx" ON "site_issue_updates" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "site_issues_project_status_idx" ON "site_issues" USING btree ("project_id","status","target_date");--> statement-breakpoint
CREATE INDEX "site_issues_project_created_idx" ON "site_issues" USING btree ("project_id","created_at","id");--> statement-breakpoint
CREATE INDEX "site_issues_assigned_idx" ON "site_issues" USING btree ("assigned_to_id","status");--> statement-breakpoint
CREATE INDEX "visitor_attendance_project_date_idx" ON "visitor_attendance" USING btree ("project_id","date","id");--> statement-breakpoint
CREATE INDEX "visitor_attendance_project_created_idx" ON "visitor_attendance" USING btree ("project_id","created_at");--> statement-breakpoint
CREATE INDEX "carbon_figures_project_date_idx" ON "carbon_figures" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "carbon_figures_carbon_entry_idx" ON "carbon_figures" USING btree ("carbon_entry_id");--> statement-breakpoint
CREATE INDEX "carbon_figures_energy_idx" ON "carbon_figures" USING btree ("energy_id");--> statement-breakpoint
CREATE INDEX "carbon_figures_scope3_idx" ON "carbon_figures" USING btree ("scope3_id");--> statement-breakpoint
CREATE INDEX "carbon_figures_visitor_idx" ON "carbon_figures" USING btree ("visitor_id");--> statement-breakpoint
CREATE INDEX "carbon_figures_date_idx" ON "carbon_figures" USING btree ("date");