CREATE TABLE "outbox_email_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"email_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "outbox_email_attachments" ADD CONSTRAINT "outbox_email_attachments_email_id_outbox_emails_id_fk" FOREIGN KEY ("email_id") REFERENCES "public"."outbox_emails"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_email_attachments_email_idx" ON "outbox_email_attachments" USING btree ("email_id");