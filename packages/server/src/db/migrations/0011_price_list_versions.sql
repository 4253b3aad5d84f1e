CREATE TABLE "price_list_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"effective_from" timestamp with time zone NOT NULL,
	"prices" jsonb NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "price_list_versions" ADD CONSTRAINT "price_list_versions_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "price_list_versions_effective_idx" ON "price_list_versions" USING btree ("effective_from" DESC NULLS LAST,"created_at" DESC NULLS LAST);--> statement-breakpoint
-- The single row of before becomes the first version, in force since always.
INSERT INTO "price_list_versions" ("effective_from", "prices", "created_by_name", "created_at")
SELECT '1970-01-01T00:00:00Z', "prices", 'Tarifs initiaux', "updated_at" FROM "price_list";
