-- Decision 132 (db/schema/orders.ts, features/orders/order-search.ts): the order lists' indexes hold,
-- after their order, the lowered names, the names and the number, so that a search reads the list
-- from the index alone; the trigram index holds the names lowered, as the search compares them.
DROP INDEX "orders_listed_idx";--> statement-breakpoint
DROP INDEX "orders_establishment_listed_idx";--> statement-breakpoint
DROP INDEX "orders_status_listed_idx";--> statement-breakpoint
DROP INDEX "orders_search_trgm_idx";--> statement-breakpoint
CREATE INDEX "orders_listed_idx" ON "orders" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,lower("patient_first_name"),lower("patient_last_name"),"patient_first_name","patient_last_name","order_number") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_establishment_listed_idx" ON "orders" USING btree ("establishment_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,"status",lower("patient_first_name"),lower("patient_last_name"),"patient_first_name","patient_last_name","order_number") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_status_listed_idx" ON "orders" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST,lower("patient_first_name"),lower("patient_last_name"),"patient_first_name","patient_last_name","order_number") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_search_trgm_idx" ON "orders" USING gin (lower("patient_first_name") gin_trgm_ops,lower("patient_last_name") gin_trgm_ops,"order_number" gin_trgm_ops);--> statement-breakpoint
-- The lowered names' statistics (the trigram index's expressions), without which PostgreSQL guesses every
-- pattern's matches until autovacuum next analyzes the table.
ANALYZE "orders";
