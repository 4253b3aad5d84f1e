ALTER TABLE "outbox" ADD COLUMN "order_id" uuid;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_order_id_idx" ON "outbox" USING btree ("order_id") WHERE order_id is not null;--> statement-breakpoint
-- Decision 87: the mails written before this migration about an order (its status and comment
-- mails, which all link to the order's page) are linked to it, so that erasing the order's patient
-- reaches them too. The strict UUID pattern always casts.
UPDATE "outbox" SET "order_id" = "orders"."id"
FROM "orders"
WHERE "outbox"."order_id" IS NULL
  AND "outbox"."subject" ~ '^(Commande |Nouveau commentaire sur la commande )'
  AND "orders"."id" = substring("outbox"."text" from '/dashboard/orders/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})')::uuid;
