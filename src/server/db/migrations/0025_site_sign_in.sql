CREATE TABLE "site_attendance" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"worker_name" text NOT NULL,
	"worker_employee_id" text,
	"trade" text,
	"company" text,
	"date" text NOT NULL,
	"sign_in_time" text NOT NULL,
	"sign_out_time" text,
	"signed_in_at" timestamp with time zone NOT NULL,
	"signed_out_at" timestamp with time zone,
	"sign_in_method" text DEFAULT 'gate' NOT NULL,
	"sign_out_method" text,
	"recorded_offline" boolean DEFAULT false NOT NULL,
	"travel_method" text,
	"travel_distance" numeric(10, 2),
	"travel_distance_estimated" boolean DEFAULT false NOT NULL,
	"travel_carbon" numeric(10, 3),
	"travel_origin_postcode" text,
	"overridden_refusals" jsonb,
	"override_reason" text,
	"overridden_by" integer,
	"flagged_refusals" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_attendance_corrections" (
	"id" serial PRIMARY KEY NOT NULL,
	"attendance_id" integer NOT NULL,
	"field" text NOT NULL,
	"before" text,
	"after" text NOT NULL,
	"note" text NOT NULL,
	"corrected_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_gate_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"date" text NOT NULL,
	"answers" jsonb NOT NULL,
	"fit" boolean NOT NULL,
	"briefing_version" integer,
	"answered_at" timestamp with time zone NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_roll_call_ticks" (
	"id" serial PRIMARY KEY NOT NULL,
	"roll_call_id" integer NOT NULL,
	"kind" text NOT NULL,
	"attendance_id" integer NOT NULL,
	"ticked_by" integer,
	"ticked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_roll_calls" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"started_by" integer,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" integer
);
--> statement-breakpoint
CREATE TABLE "site_sign_in_retention" (
	"id" integer PRIMARY KEY NOT NULL,
	"attendance_months" integer DEFAULT 72 NOT NULL,
	"gate_answer_days" integer DEFAULT 28 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_sign_in_settings" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"fit_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"briefing" text,
	"briefing_version" integer DEFAULT 0 NOT NULL,
	"briefing_updated_at" timestamp with time zone,
	"auto_sign_out_time" text,
	"headcount_limit" integer,
	"poster_token" text,
	"poster_issued_at" timestamp with time zone,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "site_sign_in_settings_poster_token_unique" UNIQUE("poster_token")
);
--> statement-breakpoint
CREATE TABLE "visitor_sign_out_tokens" (
	"visitor_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	CONSTRAINT "visitor_sign_out_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "worker_sign_in_links" (
	"worker_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "worker_sign_in_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "visitor_attendance" ADD COLUMN "sign_in_method" text DEFAULT 'diary' NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_attendance" ADD COLUMN "sign_out_method" text;--> statement-breakpoint
ALTER TABLE "site_attendance" ADD CONSTRAINT "site_attendance_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_attendance" ADD CONSTRAINT "site_attendance_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_attendance" ADD CONSTRAINT "site_attendance_overridden_by_users_id_fk" FOREIGN KEY ("overridden_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_attendance" ADD CONSTRAINT "site_attendance_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_attendance" ADD CONSTRAINT "site_attendance_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_attendance_corrections" ADD CONSTRAINT "site_attendance_corrections_attendance_id_site_attendance_id_fk" FOREIGN KEY ("attendance_id") REFERENCES "public"."site_attendance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_attendance_corrections" ADD CONSTRAINT "site_attendance_corrections_corrected_by_users_id_fk" FOREIGN KEY ("corrected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_gate_answers" ADD CONSTRAINT "site_gate_answers_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_gate_answers" ADD CONSTRAINT "site_gate_answers_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_gate_answers" ADD CONSTRAINT "site_gate_answers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_roll_call_ticks" ADD CONSTRAINT "site_roll_call_ticks_roll_call_id_site_roll_calls_id_fk" FOREIGN KEY ("roll_call_id") REFERENCES "public"."site_roll_calls"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_roll_call_ticks" ADD CONSTRAINT "site_roll_call_ticks_ticked_by_users_id_fk" FOREIGN KEY ("ticked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_roll_calls" ADD CONSTRAINT "site_roll_calls_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_roll_calls" ADD CONSTRAINT "site_roll_calls_started_by_users_id_fk" FOREIGN KEY ("started_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_roll_calls" ADD CONSTRAINT "site_roll_calls_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_sign_in_retention" ADD CONSTRAINT "site_sign_in_retention_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_sign_in_settings" ADD CONSTRAINT "site_sign_in_settings_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_sign_in_settings" ADD CONSTRAINT "site_sign_in_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor_sign_out_tokens" ADD CONSTRAINT "visitor_sign_out_tokens_visitor_id_visitor_attendance_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitor_attendance"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_sign_in_links" ADD CONSTRAINT "worker_sign_in_links_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_sign_in_links" ADD CONSTRAINT "worker_sign_in_links_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_attendance_project_date_idx" ON "site_attendance" USING btree ("project_id","date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "site_attendance_open_idx" ON "site_attendance" USING btree ("project_id","worker_id") WHERE "site_attendance"."sign_out_time" is null;--> statement-breakpoint
CREATE INDEX "site_attendance_worker_date_idx" ON "site_attendance" USING btree ("worker_id","date");--> statement-breakpoint
CREATE INDEX "site_attendance_date_company_idx" ON "site_attendance" USING btree ("date","company");--> statement-breakpoint
CREATE INDEX "site_attendance_corrections_attendance_idx" ON "site_attendance_corrections" USING btree ("attendance_id");--> statement-breakpoint
CREATE INDEX "site_gate_answers_project_worker_date_idx" ON "site_gate_answers" USING btree ("project_id","worker_id","date");--> statement-breakpoint
CREATE INDEX "site_gate_answers_date_idx" ON "site_gate_answers" USING btree ("date");--> statement-breakpoint
CREATE UNIQUE INDEX "site_roll_call_ticks_unique_idx" ON "site_roll_call_ticks" USING btree ("roll_call_id","kind","attendance_id");--> statement-breakpoint
CREATE INDEX "site_roll_calls_project_idx" ON "site_roll_calls" USING btree ("project_id","started_at");