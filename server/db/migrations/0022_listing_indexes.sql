DROP INDEX "listings_did_channel_created_idx";--> statement-breakpoint
DROP INDEX "listings_did_channel_state_idx";--> statement-breakpoint
CREATE INDEX "listings_did_channel_sync_idx" ON "listings" USING btree ("did","channel","sync_state","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_did_channel_export_idx" ON "listings" USING btree ("did","channel","export_state","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_did_shop_created_idx" ON "listings" USING btree ("did","shop_id","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_did_updated_idx" ON "listings" USING btree ("did","updated_at","id");--> statement-breakpoint
CREATE INDEX "listings_did_channel_created_idx" ON "listings" USING btree ("did","channel","created_at","id");--> statement-breakpoint
CREATE INDEX "listings_did_channel_state_idx" ON "listings" USING btree ("did","channel","publish_state","created_at","id");