-- drizzle-kit does not write it (docs/design.md §7): the trigram index below needs it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "order_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_list" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"prices" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_list_single_row_check" CHECK ("price_list"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "patient_gender" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "patient_hearing_loss" text DEFAULT 'N/C' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_method" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_address" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "transfer_method" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tracking_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shared_shipping_group" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "pdf_url" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "establishment_snapshot" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "validated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_id" uuid;--> statement-breakpoint
CREATE INDEX "orders_establishment_status_created_at_idx" ON "orders" USING btree ("establishment_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin ("patient_first_name" gin_trgm_ops,"patient_last_name" gin_trgm_ops,"order_number" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_order_number_key" UNIQUE("order_number");--> statement-breakpoint
-- docs/design.md §5.8: the defaults of domain/src/pricing/price-list.ts (a test checks they still agree).
INSERT INTO "price_list" ("id", "prices") VALUES (1, '{"classicPerEar":3800,"remotePerEar":4500,"protectivePerEar":{"noise":7900,"sleep":5900,"water":4900},"protectiveFilterPerEar":2500,"cordPerEar":400,"casePerOrder":800,"extractionStringPerEar":300,"colorMarksPerEar":150,"specialMarkingPerEar":200,"transferPerFile":{"files":0,"octocloud":0,"natus":150,"decrypt":150,"physical":0,"already":0},"shipping":{"standard":800,"express":2200,"pickup":0}}'::jsonb) ON CONFLICT ("id") DO NOTHING;
