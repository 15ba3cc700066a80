ALTER TABLE "company_po_delivery_notes" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company_po_delivery_notes" ADD COLUMN "reversed_by_id" integer;--> statement-breakpoint
ALTER TABLE "company_po_delivery_notes" ADD COLUMN "reversed_by" text;--> statement-breakpoint
ALTER TABLE "company_po_delivery_notes" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "company_po_delivery_notes" ADD CONSTRAINT "company_po_delivery_notes_reversed_by_id_users_id_fk" FOREIGN KEY ("reversed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "po_delivery_notes_carbon_entry_idx" ON "company_po_delivery_notes" USING btree ("carbon_entry_id") WHERE "company_po_delivery_notes"."carbon_entry_id" is not null;