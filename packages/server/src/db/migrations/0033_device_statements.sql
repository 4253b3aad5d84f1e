CREATE TABLE "device_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"order_number" text NOT NULL,
	"ear" text NOT NULL,
	"content" jsonb NOT NULL,
	"file_key" text,
	"declared_at" timestamp with time zone NOT NULL,
	"keep_until" timestamp with time zone NOT NULL,
	CONSTRAINT "device_statements_order_number_ear_key" UNIQUE("order_number","ear")
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "prescriber_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescriber_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "prescriber_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "lot_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "unmet_requirements" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "device_statements" ADD CONSTRAINT "device_statements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_statements_order_id_idx" ON "device_statements" USING btree ("order_id");