CREATE TABLE "generation_product_strategies" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"strategy_id" text NOT NULL,
	"product_id" text NOT NULL,
	"price_template_id" text,
	"spec_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"zoom" integer DEFAULT 100 NOT NULL,
	"placement" text DEFAULT 'center' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_strategies" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"name" text NOT NULL,
	"shop_id" text NOT NULL,
	"price_template_id" text NOT NULL,
	"title_template" text NOT NULL,
	"material_category_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"material_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "generation_task_items" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"task_id" text NOT NULL,
	"product_id" text NOT NULL,
	"material_id" text NOT NULL,
	"product_title" text NOT NULL,
	"material_name" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"goods_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "generation_tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"strategy_id" text NOT NULL,
	"strategy_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"product_ids" jsonb NOT NULL,
	"material_ids" jsonb NOT NULL,
	"total" integer NOT NULL,
	"cursor" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "price_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"name" text NOT NULL,
	"markup_percent" integer NOT NULL,
	"add_on" integer DEFAULT 0 NOT NULL,
	"rounding" text DEFAULT 'none' NOT NULL,
	"min_price" integer NOT NULL,
	"max_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "production_job_history" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "production_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"factory_id" text NOT NULL,
	"distributor_id" text NOT NULL,
	"purchase_order_id" text NOT NULL,
	"job_no" text NOT NULL,
	"stage" text NOT NULL,
	"lines" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"defect_reason" text,
	"reprint_of_id" text,
	"reprint_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recharges" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"recharge_no" text NOT NULL,
	"account_id" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"pay_platform" text NOT NULL,
	"provider" text NOT NULL,
	"reference" text NOT NULL,
	"status" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"reject_reason" text,
	"created_by" text NOT NULL,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlement_items" (
	"id" text PRIMARY KEY NOT NULL,
	"settlement_id" text NOT NULL,
	"purchase_order_id" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"live" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settlements" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"supplier_id" text NOT NULL,
	"settlement_no" text NOT NULL,
	"status" text NOT NULL,
	"raised_by" text NOT NULL,
	"currency" text NOT NULL,
	"period_from" date NOT NULL,
	"period_to" date NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"order_count" integer DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"dispute_reason" text,
	"paid_to_account_id" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturer_products" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"title" text NOT NULL,
	"base_model" text NOT NULL,
	"category" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"specs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"lead_days" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"print_methods" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturer_profiles" (
	"did" text PRIMARY KEY NOT NULL,
	"country" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supplier_products" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"product_id" text NOT NULL,
	"spec_prices" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "generation_product_strategies" ADD CONSTRAINT "generation_product_strategies_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_product_strategies" ADD CONSTRAINT "generation_product_strategies_strategy_id_generation_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."generation_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_strategies" ADD CONSTRAINT "generation_strategies_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_strategies" ADD CONSTRAINT "generation_strategies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_strategies" ADD CONSTRAINT "generation_strategies_price_template_id_price_templates_id_fk" FOREIGN KEY ("price_template_id") REFERENCES "public"."price_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_task_items" ADD CONSTRAINT "generation_task_items_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_task_items" ADD CONSTRAINT "generation_task_items_task_id_generation_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."generation_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD CONSTRAINT "generation_tasks_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_templates" ADD CONSTRAINT "price_templates_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_job_history" ADD CONSTRAINT "production_job_history_job_id_production_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."production_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_jobs" ADD CONSTRAINT "production_jobs_factory_id_distributors_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_jobs" ADD CONSTRAINT "production_jobs_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_jobs" ADD CONSTRAINT "production_jobs_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recharges" ADD CONSTRAINT "recharges_account_id_finance_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_settlement_id_settlements_id_fk" FOREIGN KEY ("settlement_id") REFERENCES "public"."settlements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlement_items" ADD CONSTRAINT "settlement_items_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_supplier_id_distributors_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "settlements" ADD CONSTRAINT "settlements_paid_to_account_id_finance_accounts_id_fk" FOREIGN KEY ("paid_to_account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_products" ADD CONSTRAINT "manufacturer_products_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_profiles" ADD CONSTRAINT "manufacturer_profiles_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generation_product_strategies_uq" ON "generation_product_strategies" USING btree ("strategy_id","product_id");--> statement-breakpoint
CREATE INDEX "generation_strategies_did_idx" ON "generation_strategies" USING btree ("did");--> statement-breakpoint
CREATE UNIQUE INDEX "generation_task_items_uq" ON "generation_task_items" USING btree ("task_id","product_id","material_id");--> statement-breakpoint
CREATE INDEX "generation_task_items_did_goods_idx" ON "generation_task_items" USING btree ("did","goods_id");--> statement-breakpoint
CREATE INDEX "generation_tasks_did_created_idx" ON "generation_tasks" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "generation_tasks_status_idx" ON "generation_tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "price_templates_did_idx" ON "price_templates" USING btree ("did");--> statement-breakpoint
CREATE INDEX "production_job_history_job_idx" ON "production_job_history" USING btree ("job_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "production_jobs_factory_no_uq" ON "production_jobs" USING btree ("factory_id","job_no");--> statement-breakpoint
CREATE INDEX "production_jobs_factory_updated_idx" ON "production_jobs" USING btree ("factory_id","updated_at");--> statement-breakpoint
CREATE INDEX "production_jobs_distributor_updated_idx" ON "production_jobs" USING btree ("distributor_id","updated_at");--> statement-breakpoint
CREATE INDEX "production_jobs_purchase_idx" ON "production_jobs" USING btree ("purchase_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "recharges_no_uq" ON "recharges" USING btree ("recharge_no");--> statement-breakpoint
CREATE INDEX "recharges_did_updated_idx" ON "recharges" USING btree ("did","updated_at");--> statement-breakpoint
CREATE INDEX "recharges_did_created_idx" ON "recharges" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "settlement_items_settlement_idx" ON "settlement_items" USING btree ("settlement_id");--> statement-breakpoint
CREATE UNIQUE INDEX "settlement_items_live_po_uq" ON "settlement_items" USING btree ("purchase_order_id") WHERE "settlement_items"."live";--> statement-breakpoint
CREATE UNIQUE INDEX "settlements_no_uq" ON "settlements" USING btree ("settlement_no");--> statement-breakpoint
CREATE INDEX "settlements_did_updated_idx" ON "settlements" USING btree ("did","updated_at");--> statement-breakpoint
CREATE INDEX "settlements_supplier_updated_idx" ON "settlements" USING btree ("supplier_id","updated_at");--> statement-breakpoint
CREATE INDEX "manufacturer_products_did_updated_idx" ON "manufacturer_products" USING btree ("did","updated_at");--> statement-breakpoint
CREATE INDEX "manufacturer_products_status_category_idx" ON "manufacturer_products" USING btree ("status","category");--> statement-breakpoint
CREATE INDEX "supplier_products_did_updated_idx" ON "supplier_products" USING btree ("did","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_products_did_product_uq" ON "supplier_products" USING btree ("did","product_id");