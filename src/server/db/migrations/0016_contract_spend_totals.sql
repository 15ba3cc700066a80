CREATE TABLE "contract_spend_totals" (
	"project_id" integer NOT NULL,
	"po_category" text NOT NULL,
	"status" text NOT NULL,
	"subtotal" numeric NOT NULL,
	"delivered_net" numeric NOT NULL,
	"orders" integer NOT NULL,
	CONSTRAINT "contract_spend_totals_project_id_po_category_status_pk" PRIMARY KEY("project_id","po_category","status")
);
--> statement-breakpoint
-- Issue 28: the contracts list summed every order of its page's contracts on each request (7,720 rows, 8–9 ms at 20,000 orders). contract_spend_totals keeps live orders summed per contract, category and status, by statement triggers on company_purchase_orders in the writing transaction (decision 0051). contract_spend_totals_follow() is the one place that keeps them: every create, edit, status step, receipt (and its reversal), delete, restore and purge writes the order's row, and the trigger applies the difference between its old and new rows. An update that changes none of the summed columns nets to nothing and writes nothing.
CREATE FUNCTION "contract_spend_totals_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contract_spend_totals" ("project_id", "po_category", "status", "subtotal", "delivered_net", "orders")
    SELECT "project_id", "po_category", "status", sum("subtotal"), sum(round("delivered_value" * 100 / (100 + "vat_rate"), 2)), count(*)::int
    FROM "new_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "po_category", "status") DO UPDATE
      SET "subtotal" = "contract_spend_totals"."subtotal" + excluded."subtotal", "delivered_net" = "contract_spend_totals"."delivered_net" + excluded."delivered_net", "orders" = "contract_spend_totals"."orders" + excluded."orders";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "contract_spend_totals" ("project_id", "po_category", "status", "subtotal", "delivered_net", "orders")
    SELECT "project_id", "po_category", "status", sum("s"), sum("d"), sum("n")::int FROM (
      SELECT "project_id", "po_category", "status", "subtotal" AS "s", round("delivered_value" * 100 / (100 + "vat_rate"), 2) AS "d", 1 AS "n"
      FROM "new_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL
      UNION ALL
      SELECT "project_id", "po_category", "status", -"subtotal", -round("delivered_value" * 100 / (100 + "vat_rate"), 2), -1
      FROM "old_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL
    ) "change" GROUP BY 1, 2, 3 HAVING sum("s") <> 0 OR sum("d") <> 0 OR sum("n") <> 0 ORDER BY 1, 2, 3
    ON CONFLICT ("project_id", "po_category", "status") DO UPDATE
      SET "subtotal" = "contract_spend_totals"."subtotal" + excluded."subtotal", "delivered_net" = "contract_spend_totals"."delivered_net" + excluded."delivered_net", "orders" = "contract_spend_totals"."orders" + excluded."orders";
  ELSE
    UPDATE "contract_spend_totals" t SET "subtotal" = t."subtotal" - o."s", "delivered_net" = t."delivered_net" - o."d", "orders" = t."orders" - o."n"
    FROM (SELECT "project_id", "po_category", "status", sum("subtotal") AS "s", sum(round("delivered_value" * 100 / (100 + "vat_rate"), 2)) AS "d", count(*)::int AS "n"
      FROM "old_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL GROUP BY 1, 2, 3 ORDER BY 1, 2, 3) o
    WHERE t."project_id" = o."project_id" AND t."po_category" = o."po_category" AND t."status" = o."status";
  END IF;
  DELETE FROM "contract_spend_totals" t USING (SELECT DISTINCT "project_id", "po_category", "status" FROM "old_orders" WHERE "project_id" IS NOT NULL) o
  WHERE t."project_id" = o."project_id" AND t."po_category" = o."po_category" AND t."status" = o."status" AND t."orders" <= 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "purchase_orders_spend_insert" AFTER INSERT ON "company_purchase_orders" REFERENCING NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "contract_spend_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "purchase_orders_spend_update" AFTER UPDATE ON "company_purchase_orders" REFERENCING OLD TABLE AS "old_orders" NEW TABLE AS "new_orders" FOR EACH STATEMENT EXECUTE FUNCTION "contract_spend_totals_follow"();--> statement-breakpoint
CREATE TRIGGER "purchase_orders_spend_delete" AFTER DELETE ON "company_purchase_orders" REFERENCING OLD TABLE AS "old_orders" FOR EACH STATEMENT EXECUTE FUNCTION "contract_spend_totals_follow"();--> statement-breakpoint
INSERT INTO "contract_spend_totals" ("project_id", "po_category", "status", "subtotal", "delivered_net", "orders")
SELECT "project_id", "po_category", "status", sum("subtotal"), sum(round("delivered_value" * 100 / (100 + "vat_rate"), 2)), count(*)::int
FROM "company_purchase_orders" WHERE "project_id" IS NOT NULL AND "deleted_at" IS NULL GROUP BY 1, 2, 3;
