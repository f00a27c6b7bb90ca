CREATE TABLE "sale_order_count_deltas" (
	"did" text NOT NULL,
	"status" text NOT NULL,
	"n" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sale_order_count_deltas_did_status_idx" ON "sale_order_count_deltas" USING btree ("did","status");