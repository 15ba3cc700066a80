ALTER TABLE "projects" ADD COLUMN "retention_percent" numeric(4, 2) DEFAULT '3.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "practical_completion_date" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "defects_period_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "carbon_entries" ADD COLUMN "hire_rate" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "carbon_entries" ADD COLUMN "hire_rate_unit" text;--> statement-breakpoint
ALTER TABLE "carbon_entries" ADD COLUMN "cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "scope2_energy" ADD COLUMN "cost" numeric(12, 2);--> statement-breakpoint
ALTER TABLE "company_po_line_items" ADD COLUMN "cost_code" text;--> statement-breakpoint
ALTER TABLE "contract_spend_totals" ADD COLUMN "invoiced_net" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "contract_spend_totals" ADD COLUMN "accrued_net" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- ==== Hand-written (issue 34, decision 0081): keep this block at the end; drizzle-kit does not write it. ====
-- contract_spend_totals also keeps invoiced_net (orders with an invoice: its amount net at the order's VAT rate, rounded to the penny per order) and accrued_net (the delivered net of orders with no invoice), so the cost analysis reads a few rows a contract (decision 0051). The invoice now counts: recording, correcting or removing it moves the totals. The one function is replaced, and the table rebuilt from the orders.
CREATE OR REPLACE FUNCTION "contract_spend_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contract_spend_totals" ("project_id", "po_category", "status", "subtotal", "delivered_net", "invoiced_net", "accrued_net", "orders")
    SELECT "project_id", "po_category", "status", sum("s"), sum("d"), sum("i"), sum("a"), count(*)::int FROM (
      SELECT "project_id", "po_category", "status", "subtotal" AS "s", round("delivered_value" * 100 / (100 + "vat_rate"), 2) AS "d",
        CASE WHEN "invoice_amount" IS NULL THEN 0 ELSE round("invoice_amount" * 100 / (100 + "vat_rate"), 2) END AS "i",
        CASE WHEN "invoice_amount" IS NULL THEN round("delivered_value" * 100 / (100 + "vat_rate"), 2) ELSE 0 END AS "a"
      FROM "new_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL
    ) "o" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "po_category", "status") DO UPDATE
      SET "subtotal" = "contract_spend_totals"."subtotal" + excluded."subtotal", "delivered_net" = "contract_spend_totals"."delivered_net" + excluded."delivered_net",
        "invoiced_net" = "contract_spend_totals"."invoiced_net" + excluded."invoiced_net", "accrued_net" = "contract_spend_totals"."accrued_net" + excluded."accrued_net",
        "orders" = "contract_spend_totals"."orders" + excluded."orders";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "contract_spend_totals" ("project_id", "po_category", "status", "subtotal", "delivered_net", "invoiced_net", "accrued_net", "orders")
    SELECT "project_id", "po_category", "status", sum("s"), sum("d"), sum("i"), sum("a"), sum("n")::int FROM (
      SELECT "project_id", "po_category", "status", "subtotal" AS "s", round("delivered_value" * 100 / (100 + "vat_rate"), 2) AS "d",
        CASE WHEN "invoice_amount" IS NULL THEN 0 ELSE round("invoice_amount" * 100 / (100 + "vat_rate"), 2) END AS "i",
        CASE WHEN "invoice_amount" IS NULL THEN round("delivered_value" * 100 / (100 + "vat_rate"), 2) ELSE 0 END AS "a", 1 AS "n"
      FROM "new_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL
      UNION ALL
      SELECT "project_id", "po_category", "status", -"subtotal", -round("delivered_value" * 100 / (100 + "vat_rate"), 2),
        CASE WHEN "invoice_amount" IS NULL THEN 0 ELSE -round("invoice_amount" * 100 / (100 + "vat_rate"), 2) END,
        CASE WHEN "invoice_amount" IS NULL THEN -round("delivered_value" * 100 / (100 + "vat_rate"), 2) ELSE 0 END, -1
      FROM "old_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL
    ) "change" GROUP BY 1, 2, 3 HAVING sum("s") <> 0 OR sum("d") <> 0 OR sum("i") <> 0 OR sum("a") <> 0 OR sum("n") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "po_category", "status") DO UPDATE
      SET "subtotal" = "contract_spend_totals"."subtotal" + excluded."subtotal", "delivered_net" = "contract_spend_totals"."delivered_net" + excluded."delivered_net",
        "invoiced_net" = "contract_spend_totals"."invoiced_net" + excluded."invoiced_net", "accrued_net" = "contract_spend_totals"."accrued_net" + excluded."accrued_net",
        "orders" = "contract_spend_totals"."orders" + excluded."orders";
  ELSE
    UPDATE "contract_spend_totals" t SET "subtotal" = t."subtotal" - o."s", "delivered_net" = t."delivered_net" - o."d", "invoiced_net" = t."invoiced_net" - o."i",
      "accrued_net" = t."accrued_net" - o."a", "orders" = t."orders" - o."n"
    FROM (SELECT "project_id", "po_category", "status", sum("subtotal") AS "s", sum(round("delivered_value" * 100 / (100 + "vat_rate"), 2)) AS "d",
        sum(CASE WHEN "invoice_amount" IS NULL THEN 0 ELSE round("invoice_amount" * 100 / (100 + "vat_rate"), 2) END) AS "i",
        sum(CASE WHEN "invoice_amount" IS NULL THEN round("delivered_value" * 100 / (100 + "vat_rate"), 2) ELSE 0 END) AS "a", count(*)::int AS "n"
      FROM "old_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) o
    WHERE t."project_id" = o."project_id" AND t."po_category" = o."po_category" AND t."status" = o."status";
  END IF;
  DELETE FROM "contract_spend_totals" t USING (SELECT DISTINCT "project_id", "po_category", "status" FROM "old_orders" WHERE "project_id" IS NOT NULL) o
  WHERE t."project_id" = o."project_id" AND t."po_category" = o."po_category" AND t."status" = o."status" AND t."orders" <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The totals rebuilt from the orders (decision 0051's backfill, now with the two new sums): a derived table, so truncate and sum again.
TRUNCATE "contract_spend_totals";--> statement-breakpoint
INSERT INTO "contract_spend_totals" ("project_id", "po_category", "status", "subtotal", "delivered_net", "invoiced_net", "accrued_net", "orders")
SELECT "project_id", "po_category", "status", sum("subtotal"), sum(round("delivered_value" * 100 / (100 + "vat_rate"), 2)),
  sum(CASE WHEN "invoice_amount" IS NULL THEN 0 ELSE round("invoice_amount" * 100 / (100 + "vat_rate"), 2) END),
  sum(CASE WHEN "invoice_amount" IS NULL THEN round("delivered_value" * 100 / (100 + "vat_rate"), 2) ELSE 0 END), count(*)::int
FROM "company_purchase_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL GROUP BY 1, 2, 3;
