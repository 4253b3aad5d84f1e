CREATE TABLE "order_counts" (
	"establishment_id" uuid,
	"status" text NOT NULL,
	"count" bigint NOT NULL,
	CONSTRAINT "order_counts_scope_status_key" UNIQUE NULLS NOT DISTINCT("establishment_id","status")
);
--> statement-breakpoint
ALTER TABLE "order_counts" ADD CONSTRAINT "order_counts_establishment_id_establishments_id_fk" FOREIGN KEY ("establishment_id") REFERENCES "public"."establishments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 54 (db/schema/order-counts.ts). Adds deltas to the counters of each (establishment,
-- status) and of all establishments (establishment_id null), drafts left out, rows whose delta is nil untouched. The rows are locked in
-- one order (all-establishments rows first, then by establishment and status) so that two
-- transactions changing statuses never wait on each other in a cycle.
CREATE FUNCTION "order_counts_add"(establishment_ids uuid[], statuses text[], deltas integer[])
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "order_counts" AS c ("establishment_id", "status", "count")
  SELECT scope.id, d.status, sum(d.delta)
  FROM unnest(establishment_ids, statuses, deltas) AS d(establishment_id, status, delta)
  CROSS JOIN LATERAL (VALUES (d.establishment_id), (NULL::uuid)) AS scope(id)
  WHERE d.status <> 'draft'
  GROUP BY scope.id, d.status
  HAVING sum(d.delta) <> 0
  ORDER BY scope.id NULLS FIRST, d.status
  ON CONFLICT ("establishment_id", "status") DO UPDATE SET "count" = c."count" + excluded."count";
END $$;
--> statement-breakpoint
-- One call per statement (transition tables), so that a seed inserting 100 000 orders at once adds
-- its counts in one go; an update that leaves status and establishment alone adds nothing.
CREATE FUNCTION "order_counts_track"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "order_counts_add"(array_agg("establishment_id"), array_agg("status"), array_agg(1))
    FROM new_rows;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "order_counts_add"(array_agg("establishment_id"), array_agg("status"), array_agg(-1))
    FROM old_rows;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM "order_counts_add"(array_agg(e), array_agg(s), array_agg(n))
    FROM (
      SELECT "establishment_id", "status", 1 FROM new_rows
      UNION ALL
      SELECT "establishment_id", "status", -1 FROM old_rows
    ) AS changed(e, s, n);
  ELSE -- TRUNCATE
    DELETE FROM "order_counts";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "order_counts_insert" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "order_counts_update" AFTER UPDATE ON "orders" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "order_counts_delete" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
CREATE TRIGGER "order_counts_truncate" AFTER TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "order_counts_track"();
--> statement-breakpoint
-- The orders already there. CREATE TRIGGER locked the table against writes until this migration
-- commits, so nothing is counted twice or missed.
INSERT INTO "order_counts" ("establishment_id", "status", "count")
SELECT "establishment_id", "status", count(*) FROM "orders" WHERE "status" <> 'draft'
GROUP BY GROUPING SETS (("establishment_id", "status"), ("status"));
