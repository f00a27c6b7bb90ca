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
ALTER TABLE "finance_flows" ADD CONSTRAINT "finance_flows_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "finance_flows" ADD CONSTRAINT "finance_flows_account_id_finance_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."finance_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
CREATE INDEX "finance_flows_account_created_idx" ON "finance_flows" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "finance_flows_did_created_idx" ON "finance_flows" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "finance_flows_reference_idx" ON "finance_flows" USING btree ("reference_type","reference_id");--> statement-breakpoint
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
CREATE INDEX "purchase_skipped_lines_order_idx" ON "purchase_skipped_lines" USING btree ("sale_order_id");