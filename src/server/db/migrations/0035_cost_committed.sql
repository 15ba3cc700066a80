ALTER TABLE "contract_spend_totals" ADD COLUMN "committed_net" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- ==== Hand-written (issue 34, decision 0081): keep this block at the end; drizzle-kit does not write it. ====
-- contract_spend_totals also keeps committed_net: per order, its subtotal less what is in the cost (the invoice net, or the delivered net while there is no invoice), never below nothing, summed whatever the status (the reader counts it for COMMITTED_STATUSES, as it does the subtotal). It cannot be worked out from the other sums: an over-delivered or over-invoiced order would cancel another's commitment. The one function is replaced (0032's with the new sum; "i"/"a" as before, "c" the order's open net), and the new column filled from the orders.
CREATE OR REPLACE FUNCTION "contract_spend_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contract_spend_totals" ("project_id", "po_category", "status", "subtotal", "delivered_net", "invoiced_net", "accrued_net", "committed_net", "orders")
    SELECT "project_id", "po_category", "status", sum("s"), sum("d"), sum("i"), sum("a"), sum(greatest(0, "s" - "i" - "a")), count(*)::int FROM (
      SELECT "project_id", "po_category", "status", "subtotal" AS "s", round("delivered_value" * 100 / (100 + "vat_rate"), 2) AS "d",
        CASE WHEN "invoice_amount" IS NULL THEN 0 ELSE round("invoice_amount" * 100 / (100 + "vat_rate"), 2) END AS "i",
        CASE WHEN "invoice_amount" IS NULL THEN round("delivered_value" * 100 / (100 + "vat_rate"), 2) ELSE 0 END AS "a"
      FROM "new_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL
    ) "o" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "po_category", "status") DO UPDATE
      SET "subtotal" = "contract_spend_totals"."subtotal" + excluded."subtotal", "delivered_net" = "contract_spend_totals"."delivered_net" + excluded."delivered_net",
        "invoiced_net" = "contract_spend_totals"."invoiced_net" + excluded."invoiced_net", "accrued_net" = "contract_spend_totals"."accrued_net" + excluded."accrued_net",
        "committed_net" = "contract_spend_totals"."committed_net" + excluded."committed_net", "orders" = "contract_spend_totals"."orders" + excluded."orders";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "contract_spend_totals" ("project_id", "po_category", "status", "subtotal", "delivered_net", "invoiced_net", "accrued_net", "committed_net", "orders")
    SELECT "project_id", "po_category", "status", sum("s"), sum("d"), sum("i"), sum("a"), sum("c"), sum("n")::int FROM (
      SELECT "project_id", "po_category", "status", "s", "d", "i", "a", greatest(0, "s" - "i" - "a") AS "c", 1 AS "n" FROM (
        SELECT "project_id", "po_category", "status", "subtotal" AS "s", round("delivered_value" * 100 / (100 + "vat_rate"), 2) AS "d",
          CASE WHEN "invoice_amount" IS NULL THEN 0 ELSE round("invoice_amount" * 100 / (100 + "vat_rate"), 2) END AS "i",
          CASE WHEN "invoice_amount" IS NULL THEN round("delivered_value" * 100 / (100 + "vat_rate"), 2) ELSE 0 END AS "a"
        FROM "new_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL
      ) "n"
      UNION ALL
      SELECT "project_id", "po_category", "status", -"s", -"d", -"i", -"a", -greatest(0, "s" - "i" - "a"), -1 FROM (
        SELECT "project_id", "po_category", "status", "subtotal" AS "s", round("delivered_value" * 100 / (100 + "vat_rate"), 2) AS "d",
          CASE WHEN "invoice_amount" IS NULL THEN 0 ELSE round("invoice_amount" * 100 / (100 + "vat_rate"), 2) END AS "i",
          CASE WHEN "invoice_amount" IS NULL THEN round("delivered_value" * 100 / (100 + "vat_rate"), 2) ELSE 0 END AS "a"
        FROM "old_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL
      ) "o"
    ) "change" GROUP BY 1, 2, 3 HAVING sum("s") <> 0 OR sum("d") <> 0 OR sum("i") <> 0 OR sum("a") <> 0 OR sum("c") <> 0 OR sum("n") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "po_category", "status") DO UPDATE
      SET "subtotal" = "contract_spend_totals"."subtotal" + excluded."subtotal", "delivered_net" = "contract_spend_totals"."delivered_net" + excluded."delivered_net",
        "invoiced_net" = "contract_spend_totals"."invoiced_net" + excluded."invoiced_net", "accrued_net" = "contract_spend_totals"."accrued_net" + excluded."accrued_net",
        "committed_net" = "contract_spend_totals"."committed_net" + excluded."committed_net", "orders" = "contract_spend_totals"."orders" + excluded."orders";
  ELSE
    UPDATE "contract_spend_totals" t SET "subtotal" = t."subtotal" - o."s", "delivered_net" = t."delivered_net" - o."d", "invoiced_net" = t."invoiced_net" - o."i",
      "accrued_net" = t."accrued_net" - o."a", "committed_net" = t."committed_net" - o."c", "orders" = t."orders" - o."n"
    FROM (SELECT "project_id", "po_category", "status", sum("s") AS "s", sum("d") AS "d", sum("i") AS "i", sum("a") AS "a", sum(greatest(0, "s" - "i" - "a")) AS "c",
        count(*)::int AS "n" FROM (
        SELECT "project_id", "po_category", "status", "subtotal" AS "s", round("delivered_value" * 100 / (100 + "vat_rate"), 2) AS "d",
          CASE WHEN "invoice_amount" IS NULL THEN 0 ELSE round("invoice_amount" * 100 / (100 + "vat_rate"), 2) END AS "i",
          CASE WHEN "invoice_amount" IS NULL THEN round("delivered_value" * 100 / (100 + "vat_rate"), 2) ELSE 0 END AS "a"
        FROM "old_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL
      ) "gone" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) o
    WHERE t."project_id" = o."project_id" AND t."po_category" = o."po_category" AND t."status" = o."status";
  END IF;
  DELETE FROM "contract_spend_totals" t USING (SELECT DISTINCT "project_id", "po_category", "status" FROM "old_orders" WHERE "project_id" IS NOT NULL) o
  WHERE t."project_id" = o."project_id" AND t."po_category" = o."po_category" AND t."status" = o."status" AND t."orders" <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
-- The new sum filled from the orders (the other sums are already right: the rows stay, one update).
UPDATE "contract_spend_totals" t SET "committed_net" = o."c"
FROM (SELECT "project_id", "po_category", "status", sum(greatest(0, "subtotal" - CASE WHEN "invoice_amount" IS NULL THEN round("delivered_value" * 100 / (100 + "vat_rate"), 2)
    ELSE round("invoice_amount" * 100 / (100 + "vat_rate"), 2) END)) AS "c"
  FROM "company_purchase_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL GROUP BY 1, 2, 3) o
WHERE t."project_id" = o."project_id" AND t."po_category" = o."po_category" AND t."status" = o."status";
