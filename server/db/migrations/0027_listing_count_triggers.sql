-- Hand-written (drizzle-kit generate --custom): triggers that keep listing_count_deltas exact (see
-- server/db/schema/listing-counts.ts), as 0007 does for orders. Statement-level, with transition
-- tables, so a bulk insert of 100,000 listings adds one delta row per group, and an update that
-- changes no counted column adds none. Every write path (API, jobs, plaza, generators, bench,
-- deletes) goes through them.
CREATE FUNCTION listing_counts_after_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_count_deltas (did, channel, shop_id, publish_state, sync_state, export_state, n)
  SELECT did, channel, shop_id, publish_state, sync_state, export_state, count(*)
  FROM listing_count_new GROUP BY did, channel, shop_id, publish_state, sync_state, export_state;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_counts_after_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_count_deltas (did, channel, shop_id, publish_state, sync_state, export_state, n)
  SELECT did, channel, shop_id, publish_state, sync_state, export_state, sum(n) FROM (
    SELECT did, channel, shop_id, publish_state, sync_state, export_state, 1 AS n FROM listing_count_new
    UNION ALL
    SELECT did, channel, shop_id, publish_state, sync_state, export_state, -1 AS n FROM listing_count_old
  ) AS changed
  GROUP BY did, channel, shop_id, publish_state, sync_state, export_state
  HAVING sum(n) <> 0;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_counts_after_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO listing_count_deltas (did, channel, shop_id, publish_state, sync_state, export_state, n)
  SELECT did, channel, shop_id, publish_state, sync_state, export_state, -count(*)
  FROM listing_count_old GROUP BY did, channel, shop_id, publish_state, sync_state, export_state;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION listing_counts_after_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_count_deltas;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER listing_counts_insert AFTER INSERT ON listings
  REFERENCING NEW TABLE AS listing_count_new
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_after_insert();
--> statement-breakpoint
CREATE TRIGGER listing_counts_update AFTER UPDATE ON listings
  REFERENCING OLD TABLE AS listing_count_old NEW TABLE AS listing_count_new
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_after_update();
--> statement-breakpoint
CREATE TRIGGER listing_counts_delete AFTER DELETE ON listings
  REFERENCING OLD TABLE AS listing_count_old
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_after_delete();
--> statement-breakpoint
CREATE TRIGGER listing_counts_truncate AFTER TRUNCATE ON listings
  FOR EACH STATEMENT EXECUTE FUNCTION listing_counts_after_truncate();
--> statement-breakpoint
-- The listings already there: counted once, in the migration's transaction (CREATE TRIGGER holds a
-- lock that keeps writers out of listings until it commits, so no change falls in between).
DELETE FROM listing_count_deltas;
--> statement-breakpoint
INSERT INTO listing_count_deltas (did, channel, shop_id, publish_state, sync_state, export_state, n)
SELECT did, channel, shop_id, publish_state, sync_state, export_state, count(*)
FROM listings GROUP BY did, channel, shop_id, publish_state, sync_state, export_state;
