-- Issue 13: the company carbon overview summed every figure (825,000 at 1M diary entries, 474 ms). carbon_month_totals keeps them summed per contract, month and scope, by statement triggers on carbon_figures (one pass over each statement's rows, so bulk inserts stay fast), filled here from the figures already there.
CREATE TABLE "carbon_month_totals" (
	"project_id" integer NOT NULL,
	"month" text NOT NULL,
	"scope" smallint NOT NULL,
	"kg_co2e" numeric NOT NULL,
	"figures" integer NOT NULL,
	CONSTRAINT "carbon_month_totals_project_id_month_scope_pk" PRIMARY KEY("project_id","month","scope")
);
--> statement-breakpoint
CREATE FUNCTION "carbon_month_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "carbon_month_totals" t SET "kg_co2e" = t."kg_co2e" - o."kg", "figures" = t."figures" - o."n"
    FROM (SELECT "project_id", substr("date", 1, 7) AS "month", "scope", sum("kg_co2e") AS "kg", count(*)::int AS "n" FROM "old_figures" GROUP BY 1, 2, 3) o
    WHERE t."project_id" = o."project_id" AND t."month" = o."month" AND t."scope" = o."scope";
    DELETE FROM "carbon_month_totals" t USING (SELECT DISTINCT "project_id", substr("date", 1, 7) AS "month", "scope" FROM "old_figures") o
    WHERE t."project_id" = o."project_id" AND t."month" = o."month" AND t."scope" = o."scope" AND t."figures" <= 0;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "carbon_month_totals" ("project_id", "month", "scope", "kg_co2e", "figures")
    SELECT "project_id", substr("date", 1, 7), "scope", sum("kg_co2e"), count(*)::int FROM "new_figures" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "month", "scope") DO UPDATE
      SET "kg_co2e" = "carbon_month_totals"."kg_co2e" + excluded."kg_co2e", "figures" = "carbon_month_totals"."figures" + excluded."figures";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "carbon_figures_totals_insert" AFTER INSERT ON "carbon_figures" REFERENCING NEW TABLE AS "new_figures" FOR EACH STATEMENT EXECUTE FUNCTION "carbon_month_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "carbon_figures_totals_update" AFTER UPDATE ON "carbon_figures" REFERENCING OLD TABLE AS "old_figures" NEW TABLE AS "new_figures" FOR EACH STATEMENT EXECUTE FUNCTION "carbon_month_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "carbon_figures_totals_delete" AFTER DELETE ON "carbon_figures" REFERENCING OLD TABLE AS "old_figures" FOR EACH STATEMENT EXECUTE FUNCTION "carbon_month_totals_follow"();--> statement-breakpoint
INSERT INTO "carbon_month_totals" ("project_id", "month", "scope", "kg_co2e", "figures")
SELECT "project_id", substr("date", 1, 7), "scope", sum("kg_co2e"), count(*)::int FROM "carbon_figures" GROUP BY 1, 2, 3;
