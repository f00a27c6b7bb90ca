CREATE TABLE "listing_count_deltas" (
	"did" text NOT NULL,
	"channel" text NOT NULL,
	"shop_id" text NOT NULL,
	"publish_state" text NOT NULL,
	"sync_state" text NOT NULL,
	"export_state" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "listing_count_deltas_did_channel_idx" ON "listing_count_deltas" USING btree ("did","channel");--> statement-breakpoint
CREATE INDEX "listing_exports_done_finished_idx" ON "listing_exports" USING btree ("finished_at") WHERE "listing_exports"."state" = 'done';