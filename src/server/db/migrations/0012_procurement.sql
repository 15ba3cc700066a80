CREATE TABLE "supplier_projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"total_spent" numeric(15, 2) DEFAULT '0.00' NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "supplier_ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"performance_rating" numeric(5, 2) NOT NULL,
	"quality_rating" numeric(5, 2) NOT NULL,
	"note" text,
	"rated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"code" text,
	"contact_person" text,
	"email" text,
	"phone" text,
	"address" text,
	"city" text,
	"postcode" text,
	"country" text DEFAULT 'United Kingdom' NOT NULL,
	"supplier_type" text NOT NULL,
	"specializations" text[] DEFAULT '{}'::text[] NOT NULL,
	"certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"insurance_expiry" text,
	"vat_number" text,
	"company_number" text,
	"performance_rating" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	"quality_rating" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	"delivery_rating" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	"total_spend" numeric(15, 2) DEFAULT '0.00' NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"payment_terms" text,
	"credit_limit" numeric(12, 2),
	"discount_rate" numeric(5, 2),
	"status" text DEFAULT 'active' NOT NULL,
	"notes" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "material_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"file_id" integer NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"material_id" integer NOT NULL,
	"supplier_id" integer,
	"quote_reference" text,
	"file_id" integer,
	"filename" text,
	"original_name" text,
	"file_type" text,
	"file_size" integer,
	"quote_date" text,
	"expiry_date" text,
	"quoted_price" numeric(12, 2) NOT NULL,
	"notes" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" serial PRIMARY KEY NOT NULL,
	"item_description" text NOT NULL,
	"sku" text NOT NULL,
	"type" text DEFAULT 'materials' NOT NULL,
	"purchase_cost" numeric(12, 2) NOT NULL,
	"weight" numeric(12, 3),
	"weight_unit" text,
	"category" text,
	"unit" text,
	"supplier_id" integer,
	"active" text DEFAULT 'yes' NOT NULL,
	"notes" text,
	"carbon_factor_id" integer,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "document_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "document_sequences_kind_year_pk" PRIMARY KEY("kind","year")
);
--> statement-breakpoint
CREATE TABLE "material_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"requested_by" integer,
	"requested_by_name" text NOT NULL,
	"date_needed" text NOT NULL,
	"material_description" text NOT NULL,
	"quantity_estimate" text,
	"urgency_level" text DEFAULT 'normal' NOT NULL,
	"site_location" text,
	"cost_code" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"notes" text,
	"converted_to_po" integer,
	"rejection_reason" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pdf_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"name" text NOT NULL,
	"description" text,
	"template_type" text DEFAULT 'purchase_order' NOT NULL,
	"layout" jsonb NOT NULL,
	"template_elements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "purchase_order_approval_bands" (
	"id" serial PRIMARY KEY NOT NULL,
	"role" text NOT NULL,
	"max_amount" numeric(15, 2),
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "purchase_order_approval_bands_role_unique" UNIQUE("role")
);
--> statement-breakpoint
CREATE TABLE "company_po_delivery_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_item_id" integer NOT NULL,
	"note_number" text,
	"file_id" integer,
	"delivery_date" text NOT NULL,
	"received_by" text NOT NULL,
	"received_by_id" integer,
	"is_auto_generated" boolean DEFAULT false NOT NULL,
	"grn_number" text NOT NULL,
	"quantity_ordered" numeric(12, 3) NOT NULL,
	"quantity_delivered" numeric(12, 3) NOT NULL,
	"is_partial_delivery" boolean DEFAULT false NOT NULL,
	"quality_passed" boolean DEFAULT true NOT NULL,
	"quality_notes" text,
	"on_time" boolean,
	"carbon_entry_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"user_id" integer,
	"user_name" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_po_line_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"line_number" integer NOT NULL,
	"material_id" integer,
	"description" text NOT NULL,
	"unit" text,
	"quantity_ordered" numeric(12, 3) NOT NULL,
	"quantity_delivered" numeric(12, 3) DEFAULT '0.000' NOT NULL,
	"quantity_remaining" numeric(12, 3) DEFAULT '0.000' NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"line_total" numeric(15, 2) NOT NULL,
	"delivered_value" numeric(15, 2) DEFAULT '0.00' NOT NULL,
	"weight_per_unit" numeric(12, 3),
	"weight_unit" text,
	"total_weight" numeric(12, 3),
	"carbon_factor_id" integer,
	"carbon_per_unit" numeric(14, 3),
	"total_carbon" numeric(14, 3),
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"delivery_percentage" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	"expected_delivery_date" text,
	"actual_delivery_date" text,
	"quality_issues" boolean DEFAULT false NOT NULL,
	"quality_notes" text,
	"delivery_note_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text
);
--> statement-breakpoint
CREATE TABLE "company_po_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"supplier_id" integer,
	"supplier" text,
	"quote_reference" text,
	"file_id" integer,
	"quote_date" text,
	"expiry_date" text,
	"quoted_price" numeric(15, 2),
	"notes" text,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"po_number" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"po_category" text DEFAULT 'other' NOT NULL,
	"project_id" integer,
	"project_manager_id" integer,
	"supplier_id" integer,
	"supplier" text NOT NULL,
	"supplier_contact" text,
	"supplier_email" text,
	"supplier_phone" text,
	"supplier_address" text,
	"ordered_by" text NOT NULL,
	"ordered_by_id" integer,
	"ordered_date" text,
	"required_date" text,
	"subtotal" numeric(15, 2) DEFAULT '0.00' NOT NULL,
	"vat_rate" numeric(5, 2) DEFAULT '20.00' NOT NULL,
	"vat_amount" numeric(15, 2) DEFAULT '0.00' NOT NULL,
	"total_amount" numeric(15, 2) DEFAULT '0.00' NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"approval_threshold" numeric(15, 2) DEFAULT '10000.00' NOT NULL,
	"approved_by" integer,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"approval_notes" text,
	"rejected_by" integer,
	"rejected_at" timestamp with time zone,
	"rejection_reason" text,
	"delivery_status" text DEFAULT 'pending' NOT NULL,
	"delivery_percentage" numeric(5, 2) DEFAULT '0.00' NOT NULL,
	"delivered_value" numeric(15, 2) DEFAULT '0.00' NOT NULL,
	"remaining_value" numeric(15, 2) DEFAULT '0.00' NOT NULL,
	"delivery_address" text,
	"delivery_instructions" text,
	"site_contact_name" text,
	"site_contact_phone" text,
	"quality_check_required" boolean DEFAULT false NOT NULL,
	"quality_checked_by" text,
	"quality_check_date" text,
	"quality_notes" text,
	"transport_distance" numeric(12, 3),
	"transport_category" text,
	"transport_weight" numeric(12, 3),
	"total_weight" numeric(12, 3),
	"transport_emissions" numeric(14, 3),
	"embodied_emissions" numeric(14, 3),
	"total_emissions" numeric(14, 3),
	"invoice_number" text,
	"invoice_date" text,
	"invoice_amount" numeric(15, 2),
	"budget_overrun_reason" text,
	"material_request_id" integer,
	"template_id" integer,
	"sent_at" timestamp with time zone,
	"sent_to" text,
	"notes" text,
	"terms" text,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_projects" ADD CONSTRAINT "supplier_projects_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_projects" ADD CONSTRAINT "supplier_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_ratings" ADD CONSTRAINT "supplier_ratings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_images" ADD CONSTRAINT "material_images_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_images" ADD CONSTRAINT "material_images_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_images" ADD CONSTRAINT "material_images_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quotes" ADD CONSTRAINT "material_quotes_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quotes" ADD CONSTRAINT "material_quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quotes" ADD CONSTRAINT "material_quotes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_quotes" ADD CONSTRAINT "material_quotes_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_carbon_factor_id_carbon_factors_id_fk" FOREIGN KEY ("carbon_factor_id") REFERENCES "public"."carbon_factors"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_converted_to_po_company_purchase_orders_id_fk" FOREIGN KEY ("converted_to_po") REFERENCES "public"."company_purchase_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_requests" ADD CONSTRAINT "material_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_templates" ADD CONSTRAINT "pdf_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_approval_bands" ADD CONSTRAINT "purchase_order_approval_bands_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_po_delivery_notes" ADD CONSTRAINT "company_po_delivery_notes_order_id_company_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."company_purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_po_delivery_notes" ADD CONSTRAINT "company_po_delivery_notes_line_item_id_company_po_line_items_id_fk" FOREIGN KEY ("line_item_id") REFERENCES "public"."company_po_line_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_po_delivery_notes" ADD CONSTRAINT "company_po_delivery_notes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_po_delivery_notes" ADD CONSTRAINT "company_po_delivery_notes_received_by_id_users_id_fk" FOREIGN KEY ("received_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_po_delivery_notes" ADD CONSTRAINT "company_po_delivery_notes_carbon_entry_id_carbon_entries_id_fk" FOREIGN KEY ("carbon_entry_id") REFERENCES "public"."carbon_entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD CONSTRAINT "purchase_order_events_order_id_company_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."company_purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_events" ADD CONSTRAINT "purchase_order_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_po_line_items" ADD CONSTRAINT "company_po_line_items_order_id_company_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."company_purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_po_line_items" ADD CONSTRAINT "company_po_line_items_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_po_quotes" ADD CONSTRAINT "company_po_quotes_order_id_company_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."company_purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_po_quotes" ADD CONSTRAINT "company_po_quotes_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_po_quotes" ADD CONSTRAINT "company_po_quotes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_po_quotes" ADD CONSTRAINT "company_po_quotes_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_orders" ADD CONSTRAINT "company_purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_orders" ADD CONSTRAINT "company_purchase_orders_project_manager_id_users_id_fk" FOREIGN KEY ("project_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_orders" ADD CONSTRAINT "company_purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_orders" ADD CONSTRAINT "company_purchase_orders_ordered_by_id_users_id_fk" FOREIGN KEY ("ordered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_orders" ADD CONSTRAINT "company_purchase_orders_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_orders" ADD CONSTRAINT "company_purchase_orders_rejected_by_users_id_fk" FOREIGN KEY ("rejected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_orders" ADD CONSTRAINT "company_purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_purchase_orders" ADD CONSTRAINT "company_purchase_orders_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_projects_pair_idx" ON "supplier_projects" USING btree ("supplier_id","project_id");--> statement-breakpoint
CREATE INDEX "supplier_projects_project_idx" ON "supplier_projects" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "supplier_ratings_supplier_idx" ON "supplier_ratings" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "suppliers_name_idx" ON "suppliers" USING btree (lower("name"),"id") WHERE "suppliers"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "suppliers_status_type_idx" ON "suppliers" USING btree ("status","supplier_type") WHERE "suppliers"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "suppliers_code_idx" ON "suppliers" USING btree (lower("code")) WHERE "suppliers"."deleted_at" is null and "suppliers"."code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "material_images_pair_idx" ON "material_images" USING btree ("material_id","file_id");--> statement-breakpoint
CREATE INDEX "material_quotes_material_idx" ON "material_quotes" USING btree ("material_id","quoted_price");--> statement-breakpoint
CREATE UNIQUE INDEX "materials_sku_idx" ON "materials" USING btree (lower("sku")) WHERE "materials"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "materials_description_idx" ON "materials" USING btree (lower("item_description"),"id") WHERE "materials"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "materials_supplier_idx" ON "materials" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "material_requests_project_idx" ON "material_requests" USING btree ("project_id","created_at") WHERE "material_requests"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "material_requests_status_idx" ON "material_requests" USING btree ("status","created_at") WHERE "material_requests"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_templates_default_idx" ON "pdf_templates" USING btree ("template_type") WHERE "pdf_templates"."is_default" and "pdf_templates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "po_delivery_notes_order_idx" ON "company_po_delivery_notes" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "po_delivery_notes_grn_idx" ON "company_po_delivery_notes" USING btree ("grn_number");--> statement-breakpoint
CREATE INDEX "purchase_order_events_order_idx" ON "purchase_order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "po_lines_order_line_idx" ON "company_po_line_items" USING btree ("order_id","line_number");--> statement-breakpoint
CREATE INDEX "po_lines_material_idx" ON "company_po_line_items" USING btree ("material_id");--> statement-breakpoint
CREATE INDEX "po_quotes_order_idx" ON "company_po_quotes" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_number_idx" ON "company_purchase_orders" USING btree ("po_number");--> statement-breakpoint
CREATE INDEX "purchase_orders_created_idx" ON "company_purchase_orders" USING btree ("created_at","id") WHERE "company_purchase_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "purchase_orders_status_idx" ON "company_purchase_orders" USING btree ("status","created_at") WHERE "company_purchase_orders"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "purchase_orders_project_idx" ON "company_purchase_orders" USING btree ("project_id","po_category","status");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "company_purchase_orders" USING btree ("supplier_id","status");