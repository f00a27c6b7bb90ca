CREATE TABLE "finance_flows" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"currency" text NOT NULL,
	"reference_type" text,
	"reference_id" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brands" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "goods" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"goods_no" text NOT NULL,
	"product_id" text NOT NULL,
	"category_id" text NOT NULL,
	"material_id" text,
	"design_image" text,
	"title" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spec_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"max_price" bigint DEFAULT 0 NOT NULL,
	"shop_id" text NOT NULL,
	"channel" text NOT NULL,
	"brand_id" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"brand_recommended" boolean DEFAULT false NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"new_visible" boolean DEFAULT false NOT NULL,
	"new_sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"pid" text DEFAULT '0' NOT NULL,
	"title" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_sides" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"product_id" text NOT NULL,
	"name" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"x" integer DEFAULT 0 NOT NULL,
	"y" integer DEFAULT 0 NOT NULL,
	"zoom" integer DEFAULT 100 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_specs" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"product_id" text NOT NULL,
	"color" text NOT NULL,
	"size" text NOT NULL,
	"sku" text DEFAULT '' NOT NULL,
	"price" bigint DEFAULT 0 NOT NULL,
	"cost" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"category_id" text NOT NULL,
	"title" text NOT NULL,
	"code" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" integer NOT NULL,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"max_price" bigint DEFAULT 0 NOT NULL,
	"min_quantity" integer DEFAULT 1 NOT NULL,
	"shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fonts" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"family" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "material_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text,
	"pid" text DEFAULT '0' NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "materials" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text,
	"category_id" text,
	"type" text DEFAULT 'pattern' NOT NULL,
	"name" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"dpi" integer,
	"color_mode" text NOT NULL,
	"format" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"storage_key" text NOT NULL,
	"thumb_key" text NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_import_keys" (
	"did" text NOT NULL,
	"shop_id" text NOT NULL,
	"external_no" text NOT NULL,
	"order_id" text NOT NULL,
	"import_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_import_keys_pk" PRIMARY KEY("did","shop_id","external_no")
);
--> statement-breakpoint
CREATE TABLE "sale_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"account_id" text NOT NULL,
	"by" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_orders" integer DEFAULT 0 NOT NULL,
	"duplicate_orders" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_cart_items" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"sale_order_id" text NOT NULL,
	"sale_line_id" text NOT NULL,
	"supplier_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_history" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"purchase_order_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"action" text NOT NULL,
	"detail_key" text NOT NULL,
	"detail_params" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"purchase_order_id" text NOT NULL,
	"sale_order_id" text NOT NULL,
	"sale_line_id" text NOT NULL,
	"title" text NOT NULL,
	"image" text,
	"sku" text NOT NULL,
	"spec" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"supplier_id" text NOT NULL,
	"purchase_no" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"address" jsonb NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"express_code" text,
	"logistics_no" text,
	"paid_account_id" text,
	"reject_reason" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_skipped_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"sale_order_id" text NOT NULL,
	"sale_line_id" text NOT NULL,
	"reason" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
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
CREATE TABLE "account_preferences" (
	"account_id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"view_settings" jsonb,
	"notifications" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "disabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "finance_flows" ADD CONSTRAINT "finance_flows_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_flows" ADD CONSTRAINT "finance_flows_account_id_finance_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brands" ADD CONSTRAINT "brands_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods" ADD CONSTRAINT "goods_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_categories" ADD CONSTRAINT "product_categories_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sides" ADD CONSTRAINT "product_sides_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_sides" ADD CONSTRAINT "product_sides_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_specs" ADD CONSTRAINT "product_specs_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fonts" ADD CONSTRAINT "fonts_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material_categories" ADD CONSTRAINT "material_categories_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "materials" ADD CONSTRAINT "materials_category_id_material_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."material_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_import_keys" ADD CONSTRAINT "sale_import_keys_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_import_keys" ADD CONSTRAINT "sale_import_keys_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_import_keys" ADD CONSTRAINT "sale_import_keys_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_import_keys" ADD CONSTRAINT "sale_import_keys_import_id_sale_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sale_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_imports" ADD CONSTRAINT "sale_imports_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_cart_items" ADD CONSTRAINT "purchase_cart_items_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_cart_items" ADD CONSTRAINT "purchase_cart_items_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_cart_items" ADD CONSTRAINT "purchase_cart_items_sale_line_id_sale_order_lines_id_fk" FOREIGN KEY ("sale_line_id") REFERENCES "public"."sale_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_cart_items" ADD CONSTRAINT "purchase_cart_items_supplier_id_distributors_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_history" ADD CONSTRAINT "purchase_order_history_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_history" ADD CONSTRAINT "purchase_order_history_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_sale_line_id_sale_order_lines_id_fk" FOREIGN KEY ("sale_line_id") REFERENCES "public"."sale_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_distributors_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_paid_account_id_finance_accounts_id_fk" FOREIGN KEY ("paid_account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_skipped_lines" ADD CONSTRAINT "purchase_skipped_lines_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_skipped_lines" ADD CONSTRAINT "purchase_skipped_lines_sale_order_id_sale_orders_id_fk" FOREIGN KEY ("sale_order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_skipped_lines" ADD CONSTRAINT "purchase_skipped_lines_sale_line_id_sale_order_lines_id_fk" FOREIGN KEY ("sale_line_id") REFERENCES "public"."sale_order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_sync_runs" ADD CONSTRAINT "sale_sync_runs_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_rules" ADD CONSTRAINT "shipping_rules_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_preferences" ADD CONSTRAINT "account_preferences_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "finance_flows_account_created_idx" ON "finance_flows" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "finance_flows_did_created_idx" ON "finance_flows" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "finance_flows_reference_idx" ON "finance_flows" USING btree ("reference_type","reference_id");--> statement-breakpoint
CREATE INDEX "brands_did_idx" ON "brands" USING btree ("did");--> statement-breakpoint
CREATE UNIQUE INDEX "goods_did_goods_no_uq" ON "goods" USING btree ("did","goods_no");--> statement-breakpoint
CREATE INDEX "goods_did_status_created_idx" ON "goods" USING btree ("did","status","created_at");--> statement-breakpoint
CREATE INDEX "goods_did_created_idx" ON "goods" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "goods_did_updated_idx" ON "goods" USING btree ("did","updated_at");--> statement-breakpoint
CREATE INDEX "goods_did_shop_idx" ON "goods" USING btree ("did","shop_id");--> statement-breakpoint
CREATE INDEX "goods_did_brand_idx" ON "goods" USING btree ("did","brand_id") WHERE "goods"."brand_id" is not null;--> statement-breakpoint
CREATE INDEX "goods_did_new_idx" ON "goods" USING btree ("did","new_sort") WHERE "goods"."is_new";--> statement-breakpoint
CREATE INDEX "product_categories_did_pid_idx" ON "product_categories" USING btree ("did","pid");--> statement-breakpoint
CREATE INDEX "product_sides_product_idx" ON "product_sides" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_specs_product_color_size_uq" ON "product_specs" USING btree ("product_id","color","size");--> statement-breakpoint
CREATE INDEX "products_did_category_idx" ON "products" USING btree ("did","category_id");--> statement-breakpoint
CREATE INDEX "products_did_updated_idx" ON "products" USING btree ("did","updated_at");--> statement-breakpoint
CREATE INDEX "fonts_did_created_idx" ON "fonts" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "material_categories_did_pid_idx" ON "material_categories" USING btree ("did","pid");--> statement-breakpoint
CREATE INDEX "materials_did_created_idx" ON "materials" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "materials_did_category_idx" ON "materials" USING btree ("did","category_id");--> statement-breakpoint
CREATE INDEX "sale_imports_did_created_idx" ON "sale_imports" USING btree ("did","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_cart_items_line_uq" ON "purchase_cart_items" USING btree ("did","sale_line_id");--> statement-breakpoint
CREATE INDEX "purchase_cart_items_did_idx" ON "purchase_cart_items" USING btree ("did");--> statement-breakpoint
CREATE INDEX "purchase_order_history_order_idx" ON "purchase_order_history" USING btree ("purchase_order_id","at");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("purchase_order_id","sort");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_sale_line_idx" ON "purchase_order_lines" USING btree ("sale_line_id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_sale_order_idx" ON "purchase_order_lines" USING btree ("sale_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_did_no_uq" ON "purchase_orders" USING btree ("did","purchase_no");--> statement-breakpoint
CREATE INDEX "purchase_orders_did_status_created_idx" ON "purchase_orders" USING btree ("did","status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_did_created_idx" ON "purchase_orders" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_status_created_idx" ON "purchase_orders" USING btree ("supplier_id","status","created_at");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_created_idx" ON "purchase_orders" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_skipped_lines_order_idx" ON "purchase_skipped_lines" USING btree ("sale_order_id");--> statement-breakpoint
CREATE INDEX "sale_sync_runs_did_started_idx" ON "sale_sync_runs" USING btree ("did","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rules_did_express_country_uq" ON "shipping_rules" USING btree ("did","express_code","country");--> statement-breakpoint
CREATE INDEX "sale_orders_did_status_ship_by_idx" ON "sale_orders" USING btree ("did","status","ship_by");--> statement-breakpoint
-- Data made before channel numbers were unique per shop (the old benchmark generator could repeat
-- one): later duplicates keep their number with their id appended, so the unique index can exist.
UPDATE "sale_orders" o SET "platform_order_no" = o."platform_order_no" || '-' || o."id" WHERE o."parent_id" IS NULL AND EXISTS (SELECT 1 FROM "sale_orders" p WHERE p."did" = o."did" AND p."shop_id" = o."shop_id" AND p."platform_order_no" = o."platform_order_no" AND p."parent_id" IS NULL AND p."id" < o."id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_shop_platform_no_uq" ON "sale_orders" USING btree ("did","shop_id","platform_order_no") WHERE "sale_orders"."parent_id" is null;