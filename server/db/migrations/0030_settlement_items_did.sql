-- Edited after drizzle-kit generate: settlement items name their tenant (issue 15 item 3), the
-- settlement's paying distributor. Existing rows take it from their settlement, so the column is
-- added empty, filled, and only then made NOT NULL (drizzle-kit wrote one NOT NULL ADD COLUMN,
-- which fails on a table with rows).
ALTER TABLE "settlement_items" ADD COLUMN "did" text;--> statement-breakpoint
UPDATE "settlement_items" AS i SET "did" = s."did" FROM "settlements" AS s WHERE s."id" = i."settlement_id";--> statement-breakpoint
ALTER TABLE "settlement_items" ALTER COLUMN "did" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;
