-- Decision 138: /api/v1 walks invoices and credit notes as it walks orders, by (updated_at, id).
ALTER TABLE "credit_notes" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- The rows already there: their last change known, not this migration's instant (a first sync reads
-- them all either way; a later one must not take every invoice for changed today). The screens are
-- not told: nothing they show changed.
ALTER TABLE "invoices" DISABLE TRIGGER "invoices_live_event";--> statement-breakpoint
ALTER TABLE "credit_notes" DISABLE TRIGGER "credit_notes_live_event";--> statement-breakpoint
UPDATE "invoices" SET "updated_at" = greatest(
  "issued_at",
  "paid_at",
  (SELECT max(cn."issued_at") FROM "credit_notes" cn WHERE cn."invoice_id" = "invoices"."id")
);--> statement-breakpoint
UPDATE "credit_notes" SET "updated_at" = "issued_at";--> statement-breakpoint
ALTER TABLE "invoices" ENABLE TRIGGER "invoices_live_event";--> statement-breakpoint
ALTER TABLE "credit_notes" ENABLE TRIGGER "credit_notes_live_event";--> statement-breakpoint
-- Every change of a row moves its updated_at, whichever code writes it (paid, its PDF stored…): the
-- transaction's instant, as a new row's default. An update that changes nothing moves nothing.
CREATE FUNCTION "touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" := now();
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "invoices_touch_updated_at" BEFORE UPDATE ON "invoices"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "touch_updated_at"();
--> statement-breakpoint
CREATE TRIGGER "credit_notes_touch_updated_at" BEFORE UPDATE ON "credit_notes"
  FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION "touch_updated_at"();
--> statement-breakpoint
-- A credit note issued changes its invoice as /api/v1 shows it (`credited_ttc`): the invoice moves too.
CREATE FUNCTION "touch_credited_invoice"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "invoices" SET "updated_at" = now() WHERE "id" = NEW."invoice_id";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "credit_notes_touch_invoice" AFTER INSERT ON "credit_notes"
  FOR EACH ROW EXECUTE FUNCTION "touch_credited_invoice"();
--> statement-breakpoint
CREATE INDEX "credit_notes_updated_idx" ON "credit_notes" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "credit_notes_establishment_updated_idx" ON "credit_notes" USING btree ("establishment_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "invoices_updated_idx" ON "invoices" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "invoices_establishment_updated_idx" ON "invoices" USING btree ("establishment_id","updated_at","id");
