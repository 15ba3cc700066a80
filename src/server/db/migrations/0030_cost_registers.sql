CREATE TABLE "contract_variation_numbers" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_variations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"head" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"value_estimate" numeric(15, 2),
	"cost_estimate" numeric(15, 2),
	"agreed_value" numeric(15, 2),
	"agreed_cost" numeric(15, 2),
	"status_note" text,
	"status_changed_at" timestamp with time zone,
	"status_changed_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "cost_forecasts" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"head" text NOT NULL,
	"method" text NOT NULL,
	"qs_amount" numeric(15, 2),
	"qs_note" text,
	"chosen_by" integer,
	"chosen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cvr_periods" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"month" text NOT NULL,
	"value_applied" numeric(15, 2),
	"value_certified" numeric(15, 2),
	"status" text DEFAULT 'open' NOT NULL,
	"snapshot" jsonb,
	"closed_at" timestamp with time zone,
	"closed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_variation_numbers" ADD CONSTRAINT "contract_variation_numbers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_variations" ADD CONSTRAINT "contract_variations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_variations" ADD CONSTRAINT "contract_variations_status_changed_by_users_id_fk" FOREIGN KEY ("status_changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_variations" ADD CONSTRAINT "contract_variations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_variations" ADD CONSTRAINT "contract_variations_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_forecasts" ADD CONSTRAINT "cost_forecasts_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cost_forecasts" ADD CONSTRAINT "cost_forecasts_chosen_by_users_id_fk" FOREIGN KEY ("chosen_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cvr_periods" ADD CONSTRAINT "cvr_periods_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cvr_periods" ADD CONSTRAINT "cvr_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cvr_periods" ADD CONSTRAINT "cvr_periods_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contract_variations_number_unique" ON "contract_variations" USING btree ("project_id","number");--> statement-breakpoint
CREATE INDEX "contract_variations_live_idx" ON "contract_variations" USING btree ("project_id","status","head") WHERE "contract_variations"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cost_forecasts_head_unique" ON "cost_forecasts" USING btree ("project_id","head");--> statement-breakpoint
CREATE UNIQUE INDEX "cvr_periods_month_unique" ON "cvr_periods" USING btree ("project_id","month");