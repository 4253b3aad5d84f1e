ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remake_of" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remake_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remake_comment" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remake_free" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_remake_of_orders_id_fk" FOREIGN KEY ("remake_of") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_remake_of_idx" ON "orders" USING btree ("remake_of") WHERE remake_of is not null;--> statement-breakpoint
CREATE INDEX "orders_remakes_listed_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE remake_reason is not null and status <> 'draft';--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('created', 'validated', 'status_changed', 'shipping_method_changed', 'stl_file_added', 'stl_file_removed', 'content_changed', 'invoiced', 'credited', 'remake_requested'));