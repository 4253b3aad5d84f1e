CREATE TABLE "api_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"prefix" text NOT NULL,
	"secret_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_by" uuid NOT NULL,
	"creator_role" text NOT NULL,
	"establishment_id" uuid,
	"expires_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"last_used_address" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "api_keys_prefix_key" UNIQUE("prefix")
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"api_key_id" uuid NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_api_key_id_key_pk" PRIMARY KEY("api_key_id","key")
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "api_key_id" uuid;--> statement-breakpoint
ALTER TABLE "order_events" ADD COLUMN "api_key_name" text;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_keys" ADD CONSTRAINT "idempotency_keys_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "api_keys_created_by_idx" ON "api_keys" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_at_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_updated_listed_idx" ON "orders" USING btree ("updated_at","id") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_establishment_updated_listed_idx" ON "orders" USING btree ("establishment_id","updated_at","id") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_status_updated_listed_idx" ON "orders" USING btree ("status","updated_at","id") WHERE status <> 'draft';--> statement-breakpoint
CREATE INDEX "orders_establishment_status_updated_listed_idx" ON "orders" USING btree ("establishment_id","status","updated_at","id") WHERE status <> 'draft';--> statement-breakpoint
-- Decision 124 (db/read-cache.ts): a revoked or deleted key is told to every process, which
-- drops it at once. Its last use moves often and matters to no cache: not told.
CREATE TRIGGER "api_keys_notify_change" AFTER UPDATE OF "revoked_at", "scopes", "expires_at" OR DELETE ON "api_keys"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('api_key');
--> statement-breakpoint
CREATE TRIGGER "api_keys_notify_truncate" AFTER TRUNCATE ON "api_keys"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_change"();
