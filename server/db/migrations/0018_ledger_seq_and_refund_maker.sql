ALTER TABLE "finance_flows" ADD COLUMN "seq" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD COLUMN "created_by" text;--> statement-breakpoint
CREATE INDEX "finance_flows_account_seq_idx" ON "finance_flows" USING btree ("account_id","seq");--> statement-breakpoint
-- Existing flows: numbered per account in the order they were written (creation time, then id).
UPDATE "finance_flows" AS f SET "seq" = r."n" FROM (
  SELECT "id", row_number() OVER (PARTITION BY "account_id" ORDER BY "created_at", "id") AS "n" FROM "finance_flows"
) AS r WHERE f."id" = r."id";
