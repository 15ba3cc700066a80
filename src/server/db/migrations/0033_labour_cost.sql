CREATE TABLE "labour_cost_days" (
	"worker_id" integer NOT NULL,
	"day" text NOT NULL,
	"project_id" integer NOT NULL,
	"employer" text NOT NULL,
	"standard_seconds" integer NOT NULL,
	"overtime_seconds" integer NOT NULL,
	"uncosted_seconds" integer NOT NULL,
	"rate_basis" text NOT NULL,
	"overtime_at_standard_rate" boolean NOT NULL,
	"pay" numeric(12, 2) NOT NULL,
	"on_cost" numeric(12, 2) NOT NULL,
	CONSTRAINT "labour_cost_days_worker_id_day_project_id_pk" PRIMARY KEY("worker_id","day","project_id")
);
--> statement-breakpoint
CREATE TABLE "labour_cost_diary" (
	"project_id" integer NOT NULL,
	"day" text NOT NULL,
	"employer_key" text NOT NULL,
	"employer" text NOT NULL,
	"uncosted_seconds" integer NOT NULL,
	CONSTRAINT "labour_cost_diary_project_id_day_employer_key_pk" PRIMARY KEY("project_id","day","employer_key")
);
--> statement-breakpoint
CREATE TABLE "labour_cost_diary_stale" (
	"project_id" integer NOT NULL,
	"day" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labour_cost_diary_stale_project_id_day_pk" PRIMARY KEY("project_id","day")
);
--> statement-breakpoint
CREATE TABLE "labour_cost_months" (
	"project_id" integer NOT NULL,
	"month" text NOT NULL,
	"standard_seconds" bigint NOT NULL,
	"overtime_seconds" bigint NOT NULL,
	"uncosted_seconds" bigint NOT NULL,
	"diary_seconds" bigint NOT NULL,
	"pay" numeric(15, 2) NOT NULL,
	"on_cost" numeric(15, 2) NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "labour_cost_months_project_id_month_pk" PRIMARY KEY("project_id","month")
);
--> statement-breakpoint
CREATE TABLE "labour_cost_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"standard_day_hours" numeric(4, 2) DEFAULT '8' NOT NULL,
	"weekend_overtime" boolean DEFAULT true NOT NULL,
	"employers_ni" numeric(5, 2) DEFAULT '0' NOT NULL,
	"holiday_pay" numeric(5, 2) DEFAULT '0' NOT NULL,
	"pension" numeric(5, 2) DEFAULT '0' NOT NULL,
	"apprenticeship_levy" numeric(5, 2) DEFAULT '0' NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "labour_cost_stale" (
	"worker_id" integer NOT NULL,
	"day" text NOT NULL,
	"marked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "labour_cost_stale_worker_id_day_pk" PRIMARY KEY("worker_id","day")
);
--> statement-breakpoint
ALTER TABLE "labour_cost_settings" ADD CONSTRAINT "labour_cost_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "labour_cost_days_project_day_idx" ON "labour_cost_days" USING btree ("project_id","day");--> statement-breakpoint
-- ===== Hand-written (issue 34, decision 0081 "How labour cost is kept"): keep everything below when this migration is regenerated. =====
-- The stale marks are written by the database in the writing transaction, as contract_spend_totals_follow() keeps the order totals (0016, decision 0051), so no code path (the gate, self sign-in, the offline queue, the automatic sign-out, corrections, the bin, bulk loads) has to remember to. A mark is an upsert that bumps marked_at: it takes the mark's row lock, so a write that lands while a fold holds that worker-day waits for the fold and then marks it again (a plain DO NOTHING could be lost under the fold's delete). Marks are written in key order, so two writers lock them in the same order.
-- labour_cost_attendance_follow(): every insert, update and delete of a sign-in marks its old and new (worker, day), and its old and new (contract, day) for the diary's typed labour when that day has a diary entry. An update that changes nothing labour reads (travel, refusals, updated_at) marks nothing.
CREATE FUNCTION "labour_cost_attendance_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "labour_cost_stale" ("worker_id", "day") SELECT DISTINCT "worker_id", "date" FROM "new_sign_ins" ORDER BY 1, 2
    ON CONFLICT ("worker_id", "day") DO UPDATE SET "marked_at" = excluded."marked_at";
    INSERT INTO "labour_cost_diary_stale" ("project_id", "day") SELECT DISTINCT s."project_id", s."date" FROM "new_sign_ins" s
    WHERE EXISTS (SELECT 1 FROM "diary_entries" d WHERE d."project_id" = s."project_id" AND d."date" = s."date") ORDER BY 1, 2
    ON CONFLICT ("project_id", "day") DO UPDATE SET "marked_at" = excluded."marked_at";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "labour_cost_stale" ("worker_id", "day") SELECT DISTINCT "worker_id", "date" FROM "old_sign_ins" ORDER BY 1, 2
    ON CONFLICT ("worker_id", "day") DO UPDATE SET "marked_at" = excluded."marked_at";
    INSERT INTO "labour_cost_diary_stale" ("project_id", "day") SELECT DISTINCT s."project_id", s."date" FROM "old_sign_ins" s
    WHERE EXISTS (SELECT 1 FROM "diary_entries" d WHERE d."project_id" = s."project_id" AND d."date" = s."date") ORDER BY 1, 2
    ON CONFLICT ("project_id", "day") DO UPDATE SET "marked_at" = excluded."marked_at";
  ELSE
    INSERT INTO "labour_cost_stale" ("worker_id", "day")
    SELECT "worker_id", "day" FROM (
      SELECT o."worker_id", o."date" AS "day" FROM "old_sign_ins" o JOIN "new_sign_ins" n ON n."id" = o."id"
      WHERE (o."worker_id", o."project_id", o."date", o."company", o."signed_in_at", o."signed_out_at") IS DISTINCT FROM (n."worker_id", n."project_id", n."date", n."company", n."signed_in_at", n."signed_out_at")
      UNION
      SELECT n."worker_id", n."date" FROM "old_sign_ins" o JOIN "new_sign_ins" n ON n."id" = o."id"
      WHERE (o."worker_id", o."project_id", o."date", o."company", o."signed_in_at", o."signed_out_at") IS DISTINCT FROM (n."worker_id", n."project_id", n."date", n."company", n."signed_in_at", n."signed_out_at")
    ) "changed" ORDER BY 1, 2
    ON CONFLICT ("worker_id", "day") DO UPDATE SET "marked_at" = excluded."marked_at";
    INSERT INTO "labour_cost_diary_stale" ("project_id", "day")
    SELECT "project_id", "day" FROM (
      SELECT o."project_id", o."date" AS "day" FROM "old_sign_ins" o JOIN "new_sign_ins" n ON n."id" = o."id"
      WHERE (o."project_id", o."date", o."company") IS DISTINCT FROM (n."project_id", n."date", n."company")
      UNION
      SELECT n."project_id", n."date" FROM "old_sign_ins" o JOIN "new_sign_ins" n ON n."id" = o."id"
      WHERE (o."project_id", o."date", o."company") IS DISTINCT FROM (n."project_id", n."date", n."company")
    ) "changed" WHERE EXISTS (SELECT 1 FROM "diary_entries" d WHERE d."project_id" = "changed"."project_id" AND d."date" = "changed"."day") ORDER BY 1, 2
    ON CONFLICT ("project_id", "day") DO UPDATE SET "marked_at" = excluded."marked_at";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "site_attendance_labour_insert" AFTER INSERT ON "site_attendance" REFERENCING NEW TABLE AS "new_sign_ins" FOR EACH STATEMENT EXECUTE FUNCTION "labour_cost_attendance_follow"();--> statement-breakpoint
CREATE TRIGGER "site_attendance_labour_update" AFTER UPDATE ON "site_attendance" REFERENCING OLD TABLE AS "old_sign_ins" NEW TABLE AS "new_sign_ins" FOR EACH STATEMENT EXECUTE FUNCTION "labour_cost_attendance_follow"();--> statement-breakpoint
CREATE TRIGGER "site_attendance_labour_delete" AFTER DELETE ON "site_attendance" REFERENCING OLD TABLE AS "old_sign_ins" FOR EACH STATEMENT EXECUTE FUNCTION "labour_cost_attendance_follow"();--> statement-breakpoint
-- labour_cost_workers_follow(): a change of a worker's hourly, day or overtime rate or employment type marks every day that worker has hours (labour follows the current rates: decision 0081, Consequences).
CREATE FUNCTION "labour_cost_workers_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "labour_cost_stale" ("worker_id", "day")
  SELECT DISTINCT a."worker_id", a."date" FROM "site_attendance" a
  WHERE a."signed_out_at" IS NOT NULL AND a."worker_id" IN (
    SELECT n."id" FROM "old_workers" o JOIN "new_workers" n ON n."id" = o."id"
    WHERE (o."hourly_rate", o."day_rate", o."overtime_rate", o."employment_type") IS DISTINCT FROM (n."hourly_rate", n."day_rate", n."overtime_rate", n."employment_type"))
  ORDER BY 1, 2
  ON CONFLICT ("worker_id", "day") DO UPDATE SET "marked_at" = excluded."marked_at";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "workers_labour_update" AFTER UPDATE ON "workers" REFERENCING OLD TABLE AS "old_workers" NEW TABLE AS "new_workers" FOR EACH STATEMENT EXECUTE FUNCTION "labour_cost_workers_follow"();--> statement-breakpoint
-- labour_cost_settings_follow(): a change of the company's labour settings (the standard day, weekend overtime, an on-cost) marks every worker-day with hours. Saving the same figures, or the defaults for the first time, marks nothing.
CREATE FUNCTION "labour_cost_settings_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF (NEW."standard_day_hours", NEW."weekend_overtime", NEW."employers_ni", NEW."holiday_pay", NEW."pension", NEW."apprenticeship_levy")
      IS NOT DISTINCT FROM (8::numeric, true, 0::numeric, 0::numeric, 0::numeric, 0::numeric) THEN
      RETURN NULL;
    END IF;
  ELSIF (NEW."standard_day_hours", NEW."weekend_overtime", NEW."employers_ni", NEW."holiday_pay", NEW."pension", NEW."apprenticeship_levy")
    IS NOT DISTINCT FROM (OLD."standard_day_hours", OLD."weekend_overtime", OLD."employers_ni", OLD."holiday_pay", OLD."pension", OLD."apprenticeship_levy") THEN
    RETURN NULL;
  END IF;
  INSERT INTO "labour_cost_stale" ("worker_id", "day")
  SELECT DISTINCT "worker_id", "date" FROM "site_attendance" WHERE "signed_out_at" IS NOT NULL ORDER BY 1, 2
  ON CONFLICT ("worker_id", "day") DO UPDATE SET "marked_at" = excluded."marked_at";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "labour_cost_settings_change" AFTER INSERT OR UPDATE ON "labour_cost_settings" FOR EACH ROW EXECUTE FUNCTION "labour_cost_settings_follow"();--> statement-breakpoint
-- labour_cost_diary_follow(): a diary entry written, moved or removed marks its old and new (contract, day): its typed labour may now count, or no longer.
CREATE FUNCTION "labour_cost_diary_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "labour_cost_diary_stale" ("project_id", "day") SELECT DISTINCT "project_id", "date" FROM "new_entries" ORDER BY 1, 2
    ON CONFLICT ("project_id", "day") DO UPDATE SET "marked_at" = excluded."marked_at";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "labour_cost_diary_stale" ("project_id", "day") SELECT DISTINCT "project_id", "date" FROM "old_entries" ORDER BY 1, 2
    ON CONFLICT ("project_id", "day") DO UPDATE SET "marked_at" = excluded."marked_at";
  ELSE
    INSERT INTO "labour_cost_diary_stale" ("project_id", "day")
    SELECT "project_id", "day" FROM (
      SELECT o."project_id", o."date" AS "day" FROM "old_entries" o JOIN "new_entries" n ON n."id" = o."id"
      WHERE (o."project_id", o."date", o."labor") IS DISTINCT FROM (n."project_id", n."date", n."labor")
      UNION
      SELECT n."project_id", n."date" FROM "old_entries" o JOIN "new_entries" n ON n."id" = o."id"
      WHERE (o."project_id", o."date", o."labor") IS DISTINCT FROM (n."project_id", n."date", n."labor")
    ) "changed" ORDER BY 1, 2
    ON CONFLICT ("project_id", "day") DO UPDATE SET "marked_at" = excluded."marked_at";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "diary_entries_labour_insert" AFTER INSERT ON "diary_entries" REFERENCING NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "labour_cost_diary_follow"();--> statement-breakpoint
CREATE TRIGGER "diary_entries_labour_update" AFTER UPDATE ON "diary_entries" REFERENCING OLD TABLE AS "old_entries" NEW TABLE AS "new_entries" FOR EACH STATEMENT EXECUTE FUNCTION "labour_cost_diary_follow"();--> statement-breakpoint
CREATE TRIGGER "diary_entries_labour_delete" AFTER DELETE ON "diary_entries" REFERENCING OLD TABLE AS "old_entries" FOR EACH STATEMENT EXECUTE FUNCTION "labour_cost_diary_follow"();--> statement-breakpoint
-- The marks are a queue: every fold deletes what it claimed, so vacuum them after a thousand dead rows rather than a fifth of the table (a large fold leaves hundreds of thousands).
ALTER TABLE "labour_cost_stale" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);--> statement-breakpoint
ALTER TABLE "labour_cost_diary_stale" SET (autovacuum_vacuum_scale_factor = 0, autovacuum_vacuum_threshold = 1000);--> statement-breakpoint
-- The backfill: every existing worker-day with hours, and every contract day with a diary entry, is marked; the first read folds them in.
INSERT INTO "labour_cost_stale" ("worker_id", "day") SELECT DISTINCT "worker_id", "date" FROM "site_attendance" WHERE "signed_out_at" IS NOT NULL ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "labour_cost_diary_stale" ("project_id", "day") SELECT DISTINCT "project_id", "date" FROM "diary_entries" ON CONFLICT DO NOTHING;
