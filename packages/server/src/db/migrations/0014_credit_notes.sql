CREATE TABLE "credit_note_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "credit_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"invoice_id" uuid NOT NULL,
	"establishment_id" uuid NOT NULL,
	"establishment_snapshot" jsonb NOT NULL,
	"reason" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total_ht" integer NOT NULL,
	"total_tva" integer NOT NULL,
	"total_ttc" integer NOT NULL,
	"pdf_url" text,
	"issued_by" uuid,
	"issued_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "credit_notes_number_key" UNIQUE("number")
);
--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_notes" ADD CONSTRAINT "credit_notes_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "credit_notes_invoice_id_idx" ON "credit_notes" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "credit_notes_establishment_id_created_at_idx" ON "credit_notes" USING btree ("establishment_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "credit_notes_created_at_idx" ON "credit_notes" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_credited_to_invoice_idx" ON "orders" USING btree ("credited_at") WHERE invoice_id is null and credited_at is not null;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('created', 'validated', 'status_changed', 'shipping_method_changed', 'stl_file_added', 'stl_file_removed', 'content_changed', 'invoiced', 'credited'));