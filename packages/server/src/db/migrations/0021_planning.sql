CREATE TABLE "planning_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"settings" jsonb NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_opt_outs" DROP CONSTRAINT "email_opt_outs_kind_check";--> statement-breakpoint
ALTER TABLE "order_notifications" DROP CONSTRAINT "order_notifications_kind_check";--> statement-breakpoint
ALTER TABLE "order_events" DROP CONSTRAINT "order_events_kind_check";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_ship_on" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_ship_reason" text;--> statement-breakpoint
ALTER TABLE "planning_versions" ADD CONSTRAINT "planning_versions_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "planning_versions_effective_idx" ON "planning_versions" USING btree ("effective_from" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_awaiting_promised_idx" ON "orders" USING btree ("promised_ship_on","id") WHERE status not in ('draft', 'shipped', 'ready_pickup', 'cancelled');--> statement-breakpoint
CREATE INDEX "orders_promised_listed_idx" ON "orders" USING btree ((status in ('shipped', 'ready_pickup', 'cancelled')),"promised_ship_on","id") WHERE status <> 'draft';--> statement-breakpoint
ALTER TABLE "email_opt_outs" ADD CONSTRAINT "email_opt_outs_kind_check" CHECK (kind in ('order_validated', 'order_shipped', 'order_ready_pickup', 'order_comment', 'impression_requested', 'order_date_changed'));--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_kind_check" CHECK ("order_notifications"."kind" in ('impression_requested', 'promised_date_changed'));--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_kind_check" CHECK ("order_events"."kind" in ('created', 'validated', 'status_changed', 'shipping_method_changed', 'stl_file_added', 'stl_file_removed', 'content_changed', 'invoiced', 'credited', 'remake_requested', 'impression_requested', 'impression_sent', 'impression_request_withdrawn', 'promised_date_changed'));