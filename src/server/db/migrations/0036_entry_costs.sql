CREATE TABLE "contract_entry_costs" (
	"project_id" integer NOT NULL,
	"head" text NOT NULL,
	"order_key" text NOT NULL,
	"cost" numeric NOT NULL,
	"entries" integer NOT NULL,
	CONSTRAINT "contract_entry_costs_project_id_head_order_key_pk" PRIMARY KEY("project_id","head","order_key")
);
--> statement-breakpoint
CREATE INDEX "purchase_orders_number_key_idx" ON "company_purchase_orders" USING btree (upper(trim("po_number")));--> statement-breakpoint
CREATE INDEX "purchase_orders_invoice_key_idx" ON "company_purchase_orders" USING btree (upper(trim("invoice_number"))) WHERE "company_purchase_orders"."invoice_number" is not null;--> statement-breakpoint
-- ==== Hand-written (issue 34, decision 0081): keep this block at the end; drizzle-kit does not write it. ====
-- contract_entry_costs keeps the costs of plant (its hire rate by unit: per hour × hours, per day the rate, per week a fifth, each rounded to the penny), waste and energy entries summed per contract, head and the order number they name (trimmed and upper-cased, "" for none; energy names an order by its invoice number), by statement triggers on carbon_entries and scope2_energy in the writing transaction, as contract_spend_totals does for orders (decision 0051). Entries with no rate or cost add nothing. Whether a number names a live order is the reader's question (it changes with the orders). The company view measured a request-time sum of every costed entry at 1.4-1.9 s at 1M (decision 0081, "The company view, measured"). An update nets the old rows against the new ones, so an edit that changes nothing costed writes nothing.
CREATE FUNCTION "contract_entry_costs_carbon_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contract_entry_costs" ("project_id", "head", "order_key", "cost", "entries")
    SELECT "project_id", "head", "order_key", sum("c"), count(*)::int FROM (SELECT "project_id", "kind" AS "head", upper(trim(coalesce("po_number", ''))) AS "order_key", CASE "kind" WHEN 'waste' THEN "cost" ELSE CASE "hire_rate_unit" WHEN 'hour' THEN round("hire_rate" * "hours", 2) WHEN 'day' THEN "hire_rate" WHEN 'week' THEN round("hire_rate" / 5, 2) END END AS "c" FROM "new_rows" WHERE "kind" IN ('plant', 'waste')) "e"
    WHERE "c" IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "head", "order_key") DO UPDATE
      SET "cost" = "contract_entry_costs"."cost" + excluded."cost", "entries" = "contract_entry_costs"."entries" + excluded."entries";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "contract_entry_costs" ("project_id", "head", "order_key", "cost", "entries")
    SELECT "project_id", "head", "order_key", sum("c"), sum("n")::int FROM (
      SELECT "project_id", "head", "order_key", "c", 1 AS "n" FROM (SELECT "project_id", "kind" AS "head", upper(trim(coalesce("po_number", ''))) AS "order_key", CASE "kind" WHEN 'waste' THEN "cost" ELSE CASE "hire_rate_unit" WHEN 'hour' THEN round("hire_rate" * "hours", 2) WHEN 'day' THEN "hire_rate" WHEN 'week' THEN round("hire_rate" / 5, 2) END END AS "c" FROM "new_rows" WHERE "kind" IN ('plant', 'waste')) "e" WHERE "c" IS NOT NULL
      UNION ALL
      SELECT "project_id", "head", "order_key", -"c", -1 FROM (SELECT "project_id", "kind" AS "head", upper(trim(coalesce("po_number", ''))) AS "order_key", CASE "kind" WHEN 'waste' THEN "cost" ELSE CASE "hire_rate_unit" WHEN 'hour' THEN round("hire_rate" * "hours", 2) WHEN 'day' THEN "hire_rate" WHEN 'week' THEN round("hire_rate" / 5, 2) END END AS "c" FROM "old_rows" WHERE "kind" IN ('plant', 'waste')) "e" WHERE "c" IS NOT NULL
    ) "change" GROUP BY 1, 2, 3 HAVING sum("c") <> 0 OR sum("n") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "head", "order_key") DO UPDATE
      SET "cost" = "contract_entry_costs"."cost" + excluded."cost", "entries" = "contract_entry_costs"."entries" + excluded."entries";
  ELSE
    UPDATE "contract_entry_costs" t SET "cost" = t."cost" - o."c", "entries" = t."entries" - o."n"
    FROM (SELECT "project_id", "head", "order_key", sum("c") AS "c", count(*)::int AS "n" FROM (SELECT "project_id", "kind" AS "head", upper(trim(coalesce("po_number", ''))) AS "order_key", CASE "kind" WHEN 'waste' THEN "cost" ELSE CASE "hire_rate_unit" WHEN 'hour' THEN round("hire_rate" * "hours", 2) WHEN 'day' THEN "hire_rate" WHEN 'week' THEN round("hire_rate" / 5, 2) END END AS "c" FROM "old_rows" WHERE "kind" IN ('plant', 'waste')) "e"
      WHERE "c" IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) o
    WHERE t."project_id" = o."project_id" AND t."head" = o."head" AND t."order_key" = o."order_key";
  END IF;
  DELETE FROM "contract_entry_costs" t USING (SELECT DISTINCT "project_id", "head", "order_key" FROM (SELECT "project_id", "kind" AS "head", upper(trim(coalesce("po_number", ''))) AS "order_key", CASE "kind" WHEN 'waste' THEN "cost" ELSE CASE "hire_rate_unit" WHEN 'hour' THEN round("hire_rate" * "hours", 2) WHEN 'day' THEN "hire_rate" WHEN 'week' THEN round("hire_rate" / 5, 2) END END AS "c" FROM "old_rows" WHERE "kind" IN ('plant', 'waste')) "e") o
  WHERE t."project_id" = o."project_id" AND t."head" = o."head" AND t."order_key" = o."order_key" AND t."entries" <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "carbon_entries_cost_insert" AFTER INSERT ON "carbon_entries" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "contract_entry_costs_carbon_follow"();--> statement-breakpoint
CREATE TRIGGER "carbon_entries_cost_update" AFTER UPDATE ON "carbon_entries" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "contract_entry_costs_carbon_follow"();--> statement-breakpoint
CREATE TRIGGER "carbon_entries_cost_delete" AFTER DELETE ON "carbon_entries" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "contract_entry_costs_carbon_follow"();--> statement-breakpoint
CREATE FUNCTION "contract_entry_costs_energy_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contract_entry_costs" ("project_id", "head", "order_key", "cost", "entries")
    SELECT "project_id", "head", "order_key", sum("c"), count(*)::int FROM (SELECT "project_id", 'energy' AS "head", upper(trim(coalesce("invoice_reference", ''))) AS "order_key", "cost" AS "c" FROM "new_rows") "e"
    WHERE "c" IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "head", "order_key") DO UPDATE
      SET "cost" = "contract_entry_costs"."cost" + excluded."cost", "entries" = "contract_entry_costs"."entries" + excluded."entries";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "contract_entry_costs" ("project_id", "head", "order_key", "cost", "entries")
    SELECT "project_id", "head", "order_key", sum("c"), sum("n")::int FROM (
      SELECT "project_id", "head", "order_key", "c", 1 AS "n" FROM (SELECT "project_id", 'energy' AS "head", upper(trim(coalesce("invoice_reference", ''))) AS "order_key", "cost" AS "c" FROM "new_rows") "e" WHERE "c" IS NOT NULL
      UNION ALL
      SELECT "project_id", "head", "order_key", -"c", -1 FROM (SELECT "project_id", 'energy' AS "head", upper(trim(coalesce("invoice_reference", ''))) AS "order_key", "cost" AS "c" FROM "old_rows") "e" WHERE "c" IS NOT NULL
    ) "change" GROUP BY 1, 2, 3 HAVING sum("c") <> 0 OR sum("n") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "head", "order_key") DO UPDATE
      SET "cost" = "contract_entry_costs"."cost" + excluded."cost", "entries" = "contract_entry_costs"."entries" + excluded."entries";
  ELSE
    UPDATE "contract_entry_costs" t SET "cost" = t."cost" - o."c", "entries" = t."entries" - o."n"
    FROM (SELECT "project_id", "head", "order_key", sum("c") AS "c", count(*)::int AS "n" FROM (SELECT "project_id", 'energy' AS "head", upper(trim(coalesce("invoice_reference", ''))) AS "order_key", "cost" AS "c" FROM "old_rows") "e"
      WHERE "c" IS NOT NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) o
    WHERE t."project_id" = o."project_id" AND t."head" = o."head" AND t."order_key" = o."order_key";
  END IF;
  DELETE FROM "contract_entry_costs" t USING (SELECT DISTINCT "project_id", "head", "order_key" FROM (SELECT "project_id", 'energy' AS "head", upper(trim(coalesce("invoice_reference", ''))) AS "order_key", "cost" AS "c" FROM "old_rows") "e") o
  WHERE t."project_id" = o."project_id" AND t."head" = o."head" AND t."order_key" = o."order_key" AND t."entries" <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "scope2_energy_cost_insert" AFTER INSERT ON "scope2_energy" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "contract_entry_costs_energy_follow"();--> statement-breakpoint
CREATE TRIGGER "scope2_energy_cost_update" AFTER UPDATE ON "scope2_energy" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "contract_entry_costs_energy_follow"();--> statement-breakpoint
CREATE TRIGGER "scope2_energy_cost_delete" AFTER DELETE ON "scope2_energy" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "contract_entry_costs_energy_follow"();--> statement-breakpoint
-- The totals summed from the entries already there.
INSERT INTO "contract_entry_costs" ("project_id", "head", "order_key", "cost", "entries")
SELECT "project_id", "head", "order_key", sum("c"), count(*)::int FROM (SELECT "project_id", "kind" AS "head", upper(trim(coalesce("po_number", ''))) AS "order_key", CASE "kind" WHEN 'waste' THEN "cost" ELSE CASE "hire_rate_unit" WHEN 'hour' THEN round("hire_rate" * "hours", 2) WHEN 'day' THEN "hire_rate" WHEN 'week' THEN round("hire_rate" / 5, 2) END END AS "c" FROM "carbon_entries" WHERE "kind" IN ('plant', 'waste') UNION ALL SELECT "project_id", 'energy' AS "head", upper(trim(coalesce("invoice_reference", ''))) AS "order_key", "cost" AS "c" FROM "scope2_energy") "e"
WHERE "c" IS NOT NULL GROUP BY 1, 2, 3;
--> statement-breakpoint
-- The planner needs the new number indexes' statistics before autovacuum comes: without them it read every order of each contract for each number (260 ms at 1M), with them one index probe a number.
ANALYZE "company_purchase_orders";
