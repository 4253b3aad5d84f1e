DROP INDEX "orders_establishment_status_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
CREATE INDEX "orders_listed_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_establishment_listed_idx" ON "orders" USING btree ("establishment_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_status_listed_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_establishment_status_listed_idx" ON "orders" USING btree ("establishment_id","status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status <> 'draft';