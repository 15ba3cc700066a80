CREATE TABLE "trade_card_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"trade" text NOT NULL,
	"requirements" jsonb NOT NULL,
	"created_by" integer,
	"updated_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_score_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"worker_id" integer NOT NULL,
	"kind" text NOT NULL,
	"score" numeric(4, 2) NOT NULL,
	"note" text NOT NULL,
	"scored_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "worker_cards" ADD COLUMN "front_photo_file_id" integer;--> statement-breakpoint
ALTER TABLE "worker_cards" ADD COLUMN "back_photo_file_id" integer;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "qr_token" text;--> statement-breakpoint
ALTER TABLE "workers" ADD COLUMN "qr_issued_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "trade_card_rules" ADD CONSTRAINT "trade_card_rules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_card_rules" ADD CONSTRAINT "trade_card_rules_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_score_notes" ADD CONSTRAINT "worker_score_notes_worker_id_workers_id_fk" FOREIGN KEY ("worker_id") REFERENCES "public"."workers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_score_notes" ADD CONSTRAINT "worker_score_notes_scored_by_users_id_fk" FOREIGN KEY ("scored_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "trade_card_rules_trade_idx" ON "trade_card_rules" USING btree (lower("trade"));--> statement-breakpoint
CREATE INDEX "worker_score_notes_worker_idx" ON "worker_score_notes" USING btree ("worker_id","created_at");--> statement-breakpoint
ALTER TABLE "worker_cards" ADD CONSTRAINT "worker_cards_front_photo_file_id_files_id_fk" FOREIGN KEY ("front_photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_cards" ADD CONSTRAINT "worker_cards_back_photo_file_id_files_id_fk" FOREIGN KEY ("back_photo_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "workers_qr_token_idx" ON "workers" USING btree ("qr_token");