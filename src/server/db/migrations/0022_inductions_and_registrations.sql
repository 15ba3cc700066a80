CREATE TABLE "induction_results" (
	"id" serial PRIMARY KEY NOT NULL,
	"induction_id" integer NOT NULL,
	"worker_id" integer NOT NULL,
	"project_id" integer,
	"induction_version" integer NOT NULL,
	"source" text NOT NULL,
	"score" integer,
	"passed" boolean NOT NULL,
	"answers" jsonb,
	"passed_on" text,
	"signed_name" text,
	"signature" text,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"review_status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text,
	"recorded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "induction_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"validity_days" integer DEFAULT 365 NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inductions" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer,
	"title" text NOT NULL,
	"sections" jsonb NOT NULL,
	"questions" jsonb NOT NULL,
	"pass_mark" integer NOT NULL,
	"max_attempts" integer NOT NULL,
	"sign_off_statement" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registration_links" (
	"project_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"issued_by" integer,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_links_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "worker_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"project_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"details" jsonb NOT NULL,
	"cards" jsonb NOT NULL,
	"match_name" text NOT NULL,
	"date_of_birth" text,
	"induction_id" integer,
	"induction_version" integer,
	"induction_score" integer,
	"induction_passed" boolean,
	"induction_answers" jsonb,
	"signed_name" text,
	"signature" text,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"worker_id" integer,
	"matched_by" text,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"review_note" text
);
--> statement-breakpoint
ALTER TABLE "induction_results" ADD CONSTRAINT "induction_results_induction_id_inductions_id_fk" FOREIGN KEY ("induction_id") REFERENCES "public"."inductions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "induction_results" ADD CONSTRAINT "induction_results_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "induction_results" ADD CONSTRAINT "induction_results_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "induction_results" ADD CONSTRAINT "induction_results_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "induction_results" ADD CONSTRAINT "induction_results_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "induction_settings" ADD CONSTRAINT "induction_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inductions" ADD CONSTRAINT "inductions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inductions" ADD CONSTRAINT "inductions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inductions" ADD CONSTRAINT "inductions_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_links" ADD CONSTRAINT "registration_links_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_links" ADD CONSTRAINT "registration_links_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_registrations" ADD CONSTRAINT "worker_registrations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_registrations" ADD CONSTRAINT "worker_registrations_induction_id_inductions_id_fk" FOREIGN KEY ("induction_id") REFERENCES "public"."inductions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_registrations" ADD CONSTRAINT "worker_registrations_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_registrations" ADD CONSTRAINT "worker_registrations_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "induction_results_worker_idx" ON "induction_results" USING btree ("worker_id","induction_id","completed_at");--> statement-breakpoint
CREATE INDEX "induction_results_project_idx" ON "induction_results" USING btree ("project_id","completed_at");--> statement-breakpoint
CREATE INDEX "induction_results_induction_idx" ON "induction_results" USING btree ("induction_id","completed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inductions_project_idx" ON "inductions" USING btree (coalesce("project_id", 0));--> statement-breakpoint
CREATE INDEX "worker_registrations_status_idx" ON "worker_registrations" USING btree ("status","submitted_at");--> statement-breakpoint
CREATE INDEX "worker_registrations_project_idx" ON "worker_registrations" USING btree ("project_id","submitted_at");