CREATE TABLE "sale_sync_runs" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"account_id" text NOT NULL,
	"by" text NOT NULL,
	"status" text NOT NULL,
	"from_date" text NOT NULL,
	"to_date" text NOT NULL,
	"shop_ids" jsonb NOT NULL,
	"shops_done" integer DEFAULT 0 NOT NULL,
	"current_shop_id" text,
	"pages_fetched" integer DEFAULT 0 NOT NULL,
	"fetched" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"failed" integer DEFAULT 0 NOT NULL,
	"shops" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipping_rules" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"express_code" text NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"first_weight" integer NOT NULL,
	"first_price" integer NOT NULL,
	"additional_weight" integer NOT NULL,
	"additional_price" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_sync_runs" ADD CONSTRAINT "sale_sync_runs_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rules" ADD CONSTRAINT "shipping_rules_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_sync_runs_did_started_idx" ON "sale_sync_runs" USING btree ("did","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rules_did_express_country_uq" ON "shipping_rules" USING btree ("did","express_code","country");--> statement-breakpoint
-- Data made before channel numbers were unique per shop (the old benchmark generator could repeat
-- one): later duplicates keep their number with their id appended, so the unique index can exist.
UPDATE "sale_orders" o SET "platform_order_no" = o."platform_order_no" || '-' || o."id" WHERE o."parent_id" IS NULL AND EXISTS (SELECT 1 FROM "sale_orders" p WHERE p."did" = o."did" AND p."shop_id" = o."shop_id" AND p."platform_order_no" = o."platform_order_no" AND p."parent_id" IS NULL AND p."id" < o."id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_shop_platform_no_uq" ON "sale_orders" USING btree ("did","shop_id","platform_order_no") WHERE "sale_orders"."parent_id" is null;