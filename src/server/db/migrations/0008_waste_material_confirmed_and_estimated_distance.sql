ALTER TABLE "carbon_entries" ADD COLUMN "waste_material_confirmed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "visitor_attendance" ADD COLUMN "travel_distance_estimated" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Visits saved before this column: their travel figure's description says whether the distance was estimated.
UPDATE "visitor_attendance" SET "travel_distance_estimated" = true WHERE EXISTS (SELECT 1 FROM "carbon_figures" f WHERE f."visitor_id" = "visitor_attendance"."id" AND f."description" LIKE '%(estimated from postcodes%');
