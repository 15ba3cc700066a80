-- Issue 29 item 7, decision 0063: a carbon figure's owner is one (source_kind, source_id) pair instead of one nullable foreign key per record type, so vehicles, company records and the next sources need no new column; project_id may be null for a company-level figure. Hand-written from drizzle-kit's two diffs (add source_id, then drop the four columns), with the data moved in between: every figure keeps its owner and no total moves (carbon_month_totals keeps its rows; only its key now lets a null contract in).
-- BEGIN hand-written: move every figure's owner into source_id before the old columns go.
ALTER TABLE "carbon_figures" ADD COLUMN "source_id" integer;--> statement-breakpoint
UPDATE "carbon_figures" SET "source_id" = coalesce("carbon_entry_id", "energy_id", "scope3_id", "visitor_id");--> statement-breakpoint
ALTER TABLE "carbon_figures" ALTER COLUMN "source_id" SET NOT NULL;--> statement-breakpoint
-- END hand-written
ALTER TABLE "carbon_figures" DROP CONSTRAINT "carbon_figures_one_source";--> statement-breakpoint
ALTER TABLE "carbon_figures" DROP CONSTRAINT "carbon_figures_carbon_entry_id_carbon_entries_id_fk";--> statement-breakpoint
ALTER TABLE "carbon_figures" DROP CONSTRAINT "carbon_figures_energy_id_scope2_energy_id_fk";--> statement-breakpoint
ALTER TABLE "carbon_figures" DROP CONSTRAINT "carbon_figures_scope3_id_scope3_additional_id_fk";--> statement-breakpoint
ALTER TABLE "carbon_figures" DROP CONSTRAINT "carbon_figures_visitor_id_visitor_attendance_id_fk";--> statement-breakpoint
DROP INDEX "carbon_figures_carbon_entry_idx";--> statement-breakpoint
DROP INDEX "carbon_figures_energy_idx";--> statement-breakpoint
DROP INDEX "carbon_figures_scope3_idx";--> statement-breakpoint
DROP INDEX "carbon_figures_visitor_idx";--> statement-breakpoint
ALTER TABLE "carbon_figures" DROP COLUMN "carbon_entry_id";--> statement-breakpoint
ALTER TABLE "carbon_figures" DROP COLUMN "energy_id";--> statement-breakpoint
ALTER TABLE "carbon_figures" DROP COLUMN "scope3_id";--> statement-breakpoint
ALTER TABLE "carbon_figures" DROP COLUMN "visitor_id";--> statement-breakpoint
ALTER TABLE "carbon_figures" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
CREATE INDEX "carbon_figures_source_idx" ON "carbon_figures" USING btree ("source_kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "carbon_figures_one_per_source" ON "carbon_figures" USING btree ("source_kind","source_id") WHERE "carbon_figures"."source_kind" in ('plant', 'waste', 'visitor');--> statement-breakpoint
ALTER TABLE "carbon_month_totals" DROP CONSTRAINT "carbon_month_totals_project_id_month_scope_pk";--> statement-breakpoint
ALTER TABLE "carbon_month_totals" ALTER COLUMN "project_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "carbon_month_totals" ADD CONSTRAINT "carbon_month_totals_owner_month_scope" UNIQUE NULLS NOT DISTINCT("project_id","month","scope");--> statement-breakpoint
-- BEGIN hand-written: migration 0011's trigger function, matching a null (company-level) contract too. ON CONFLICT finds the null row through the key above.
CREATE OR REPLACE FUNCTION "carbon_month_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "carbon_month_totals" t SET "kg_co2e" = t."kg_co2e" - o."kg", "figures" = t."figures" - o."n"
    FROM (SELECT "project_id", substr("date", 1, 7) AS "month", "scope", sum("kg_co2e") AS "kg", count(*)::int AS "n" FROM "old_figures" GROUP BY 1, 2, 3) o
    WHERE t."project_id" IS NOT DISTINCT FROM o."project_id" AND t."month" = o."month" AND t."scope" = o."scope";
    DELETE FROM "carbon_month_totals" t USING (SELECT DISTINCT "project_id", substr("date", 1, 7) AS "month", "scope" FROM "old_figures") o
    WHERE t."project_id" IS NOT DISTINCT FROM o."project_id" AND t."month" = o."month" AND t."scope" = o."scope" AND t."figures" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "carbon_month_totals" ("project_id", "month", "scope", "kg_co2e", "figures")
    SELECT "project_id", substr("date", 1, 7), "scope", sum("kg_co2e"), count(*)::int FROM "new_figures" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "month", "scope") DO UPDATE
      SET "kg_co2e" = "carbon_month_totals"."kg_co2e" + excluded."kg_co2e", "figures" = "carbon_month_totals"."figures" + excluded."figures";
  END IF;
  RETURN NULL;
END $$;
-- END hand-written
