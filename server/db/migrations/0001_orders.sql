CREATE TABLE "goods_comments" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"order_id" text,
	"goods_id" text,
	"goods_title" text NOT NULL,
	"channel" text NOT NULL,
	"shop_id" text NOT NULL,
	"buyer_name" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"recommended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_order_history" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"order_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"action" text NOT NULL,
	"detail_key" text NOT NULL,
	"detail_params" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_order_lines" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"order_id" text NOT NULL,
	"goods_id" text,
	"title" text NOT NULL,
	"image" text,
	"sku" text NOT NULL,
	"spec" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"order_no" text NOT NULL,
	"platform_order_no" text NOT NULL,
	"channel" text NOT NULL,
	"shop_id" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"accepted" boolean DEFAULT false NOT NULL,
	"buyer_name" text NOT NULL,
	"buyer_note" text DEFAULT '' NOT NULL,
	"address" jsonb NOT NULL,
	"country" text NOT NULL,
	"currency" text NOT NULL,
	"goods_amount" bigint DEFAULT 0 NOT NULL,
	"shipping_amount" bigint DEFAULT 0 NOT NULL,
	"discount_amount" bigint DEFAULT 0 NOT NULL,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"settle_amount" bigint DEFAULT 0 NOT NULL,
	"item_count" integer DEFAULT 0 NOT NULL,
	"line_count" integer DEFAULT 0 NOT NULL,
	"express_code" text,
	"tracking_no" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"ship_by" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"parent_id" text,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sale_payments" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"order_id" text NOT NULL,
	"pay_platform" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"transaction_no" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"exported" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sale_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"refund_no" text NOT NULL,
	"order_id" text NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reject_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shops" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"connector" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_comments" ADD CONSTRAINT "goods_comments_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_history" ADD CONSTRAINT "sale_order_history_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_history" ADD CONSTRAINT "sale_order_history_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD CONSTRAINT "sale_order_lines_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_order_lines" ADD CONSTRAINT "sale_order_lines_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_orders" ADD CONSTRAINT "sale_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_payments" ADD CONSTRAINT "sale_payments_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_refunds" ADD CONSTRAINT "sale_refunds_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "goods_comments_did_created_idx" ON "goods_comments" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "goods_comments_did_rating_idx" ON "goods_comments" USING btree ("did","rating");--> statement-breakpoint
CREATE INDEX "goods_comments_order_idx" ON "goods_comments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "sale_order_history_order_idx" ON "sale_order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "sale_order_lines_order_idx" ON "sale_order_lines" USING btree ("order_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_orders_did_order_no_uq" ON "sale_orders" USING btree ("did","order_no");--> statement-breakpoint
CREATE INDEX "sale_orders_did_status_created_idx" ON "sale_orders" USING btree ("did","status","created_at");--> statement-breakpoint
CREATE INDEX "sale_orders_did_shop_created_idx" ON "sale_orders" USING btree ("did","shop_id","created_at");--> statement-breakpoint
CREATE INDEX "sale_orders_did_created_idx" ON "sale_orders" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "sale_orders_did_paid_idx" ON "sale_orders" USING btree ("did","paid_at");--> statement-breakpoint
CREATE INDEX "sale_orders_did_updated_idx" ON "sale_orders" USING btree ("did","updated_at");--> statement-breakpoint
CREATE INDEX "sale_orders_did_total_idx" ON "sale_orders" USING btree ("did","total_amount");--> statement-breakpoint
CREATE INDEX "sale_orders_did_ship_by_idx" ON "sale_orders" USING btree ("did","ship_by");--> statement-breakpoint
CREATE INDEX "sale_orders_did_tracking_idx" ON "sale_orders" USING btree ("did","tracking_no") WHERE "sale_orders"."tracking_no" is not null;--> statement-breakpoint
CREATE INDEX "sale_orders_did_platform_no_idx" ON "sale_orders" USING btree ("did","platform_order_no");--> statement-breakpoint
CREATE INDEX "sale_orders_parent_idx" ON "sale_orders" USING btree ("parent_id") WHERE "sale_orders"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "sale_payments_did_paid_idx" ON "sale_payments" USING btree ("did","paid_at");--> statement-breakpoint
CREATE INDEX "sale_payments_order_idx" ON "sale_payments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_refunds_did_refund_no_uq" ON "sale_refunds" USING btree ("did","refund_no");--> statement-breakpoint
CREATE INDEX "sale_refunds_did_status_created_idx" ON "sale_refunds" USING btree ("did","status","created_at");--> statement-breakpoint
CREATE INDEX "sale_refunds_did_created_idx" ON "sale_refunds" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "sale_refunds_did_updated_idx" ON "sale_refunds" USING btree ("did","updated_at");--> statement-breakpoint
CREATE INDEX "sale_refunds_order_idx" ON "sale_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shops_did_channel_idx" ON "shops" USING btree ("did","channel");