-- Hand-written (drizzle-kit generate --custom): triggers that keep sale_order_count_deltas exact
-- (see server/db/schema/order-counts.ts). Statement-level, with transition tables, so a bulk insert
-- of 100,000 orders adds one delta row per (did, status) rather than one per order. Every write
-- path (API, import, platform sync, generators, bulk load, seeds, deletes) goes through them.
CREATE FUNCTION sale_order_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sale_order_count_deltas (did, status, n)
  SELECT did, status, count(*) FROM sale_order_count_new WHERE deleted_at IS NULL GROUP BY did, status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sale_order_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sale_order_count_deltas (did, status, n)
  SELECT did, status, sum(n) FROM (
    SELECT did, status, 1 AS n FROM sale_order_count_new WHERE deleted_at IS NULL
    UNION ALL
    SELECT did, status, -1 AS n FROM sale_order_count_old WHERE deleted_at IS NULL
  ) AS changed
  GROUP BY did, status
  HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sale_order_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO sale_order_count_deltas (did, status, n)
  SELECT did, status, -count(*) FROM sale_order_count_old WHERE deleted_at IS NULL GROUP BY did, status;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sale_order_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sale_order_count_deltas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER sale_order_counts_insert AFTER INSERT ON sale_orders
  REFERENCING NEW TABLE AS sale_order_count_new
  FOR EACH STATEMENT EXECUTE FUNCTION sale_order_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER sale_order_counts_update AFTER UPDATE ON sale_orders
  REFERENCING OLD TABLE AS sale_order_count_old NEW TABLE AS sale_order_count_new
  FOR EACH STATEMENT EXECUTE FUNCTION sale_order_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER sale_order_counts_delete AFTER DELETE ON sale_orders
  REFERENCING OLD TABLE AS sale_order_count_old
  FOR EACH STATEMENT EXECUTE FUNCTION sale_order_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER sale_order_counts_truncate AFTER TRUNCATE ON sale_orders
  FOR EACH STATEMENT EXECUTE FUNCTION sale_order_counts_after_truncate();
--> statement-breakpoint
-- The orders already there: counted once, in the migration's transaction. CREATE TRIGGER above
-- holds a lock that keeps writers out of sale_orders until this transaction commits, so no change
-- falls between this count and the triggers.
DELETE FROM sale_order_count_deltas;
--> statement-breakpoint
INSERT INTO sale_order_count_deltas (did, status, n)
SELECT did, status, count(*) FROM sale_orders WHERE deleted_at IS NULL GROUP BY did, status;
