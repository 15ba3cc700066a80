-- Issue 33: the reminders view worked out every asset's inspection due days on each read (20,000 assets, 152 ms at p95). asset_due_days keeps each in-service asset's next due day per duty, written by every write that moves one (modules/assets/asset-due.service.ts refreshDueDays, in the write's own transaction); filled here from the register as it is, by the same rules (asset-due.routes.test.ts runs this statement and compares its rows with asset-due.service.ts's). The reminders' cards running out are paged by a new index on worker_cards too.
CREATE TABLE "asset_due_days" (
	"asset_id" integer NOT NULL,
	"kind" text NOT NULL,
	"due_day" date,
	CONSTRAINT "asset_due_days_asset_id_kind_pk" PRIMARY KEY("asset_id","kind")
);
--> statement-breakpoint
ALTER TABLE "asset_due_days" ADD CONSTRAINT "asset_due_days_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "asset_due_days_kind_due_idx" ON "asset_due_days" USING btree ("kind","due_day","asset_id");--> statement-breakpoint
CREATE INDEX "asset_due_days_now_idx" ON "asset_due_days" USING btree ("kind","asset_id") WHERE "asset_due_days"."due_day" is null;--> statement-breakpoint
CREATE INDEX "worker_cards_expiry_idx" ON "worker_cards" USING btree ("expiry_date","id") WHERE not "worker_cards"."renewed";--> statement-breakpoint
WITH "tiers" AS (
  SELECT t.kind, t.new_site,
    CASE coalesce(s.electrical -> t.kind ->> 'unit', t.unit)
      WHEN 'month' THEN make_interval(months => coalesce((s.electrical -> t.kind ->> 'every')::int, t.every))
      WHEN 'week' THEN make_interval(days => 7 * coalesce((s.electrical -> t.kind ->> 'every')::int, t.every))
      ELSE make_interval(days => coalesce((s.electrical -> t.kind ->> 'every')::int, t.every)) END AS step
  FROM (VALUES ('user_check', 1, 'week', false), ('formal_visual', 1, 'month', false), ('inspection_and_test', 3, 'month', true)) AS t(kind, every, unit, new_site)
  LEFT JOIN "asset_settings" s ON s.id = 1
)
INSERT INTO "asset_due_days" ("asset_id", "kind", "due_day")
SELECT a.id, k.kind,
  CASE WHEN k.new_site AND a.arrived_on IS NOT NULL AND (l.day IS NULL OR a.arrived_on::date > l.day::date) THEN a.arrived_on::date
    WHEN l.day IS NULL THEN NULL
    WHEN k.kind = 'thorough_examination' THEN least((l.day::date + k.step)::date, l.next_due_day::date)
    ELSE (l.day::date + k.step)::date END
FROM "assets" a
JOIN LATERAL (
  SELECT 'thorough_examination'::text AS kind, make_interval(months => coalesce(a.examination_scheme_months, CASE a.lifting_use WHEN 'other' THEN 12 ELSE 6 END)) AS step, a.depends_on_installation AS new_site
  WHERE a.lifting_use IS NOT NULL
  UNION ALL
  SELECT t.kind, t.step, t.new_site FROM "tiers" t WHERE a.portable_electrical
) k ON true
LEFT JOIN LATERAL (
  SELECT i.day, i.next_due_day FROM "asset_inspections" i
  WHERE i.asset_id = a.id AND i.kind = k.kind AND i.result <> 'fail'
  ORDER BY i.day DESC, i.id DESC LIMIT 1
) l ON true
WHERE a.deleted_at IS NULL AND a.status = 'active'
UNION ALL
SELECT r.asset_id, r.kind, r.due_day FROM (
  SELECT a.id AS asset_id, 'puwer_inspection'::text AS kind,
    CASE WHEN m.reached THEN NULL
      ELSE least(CASE WHEN a.last_inspection_date IS NOT NULL AND a.inspection_interval IS NOT NULL THEN a.last_inspection_date::date + a.inspection_interval END, a.next_inspection_date::date) END AS due_day
  FROM "assets" a
  CROSS JOIN LATERAL (SELECT (a.inspection_interval_hours IS NOT NULL AND a.last_inspection_hours IS NOT NULL AND a.operating_hours >= a.last_inspection_hours + a.inspection_interval_hours)
    OR (a.inspection_interval_miles IS NOT NULL AND a.last_inspection_miles IS NOT NULL AND a.mileage >= a.last_inspection_miles + a.inspection_interval_miles) AS reached) m
  WHERE a.deleted_at IS NULL AND a.status = 'active'
    AND (a.inspection_interval IS NOT NULL OR a.inspection_interval_hours IS NOT NULL OR a.inspection_interval_miles IS NOT NULL OR a.next_inspection_date IS NOT NULL)
) r
UNION ALL
SELECT r.asset_id, r.kind, r.due_day FROM (
  SELECT a.id AS asset_id, 'maintenance'::text AS kind, m.reached,
    CASE WHEN m.reached THEN NULL
      ELSE least(CASE WHEN a.last_maintenance_date IS NOT NULL AND a.maintenance_interval IS NOT NULL THEN a.last_maintenance_date::date + a.maintenance_interval END, a.next_maintenance_date::date) END AS due_day
  FROM "assets" a
  CROSS JOIN LATERAL (SELECT (a.maintenance_interval_hours IS NOT NULL AND a.last_maintenance_hours IS NOT NULL AND a.operating_hours >= a.last_maintenance_hours + a.maintenance_interval_hours)
    OR (a.maintenance_interval_miles IS NOT NULL AND a.last_maintenance_miles IS NOT NULL AND a.mileage >= a.last_maintenance_miles + a.maintenance_interval_miles) AS reached) m
  WHERE a.deleted_at IS NULL AND a.status = 'active'
    AND (a.maintenance_interval IS NOT NULL OR a.maintenance_interval_hours IS NOT NULL OR a.maintenance_interval_miles IS NOT NULL OR a.next_maintenance_date IS NOT NULL)
) r
WHERE r.reached OR r.due_day IS NOT NULL;
