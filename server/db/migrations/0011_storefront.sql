CREATE TABLE "shop_counters" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"area" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"device_code" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'enabled' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coupon_claims" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"coupon_id" text NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"used_at" timestamp with time zone,
	"order_id" text
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"amount_off" bigint DEFAULT 0 NOT NULL,
	"percent_off" integer DEFAULT 0 NOT NULL,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"quantity" integer NOT NULL,
	"claimed" integer DEFAULT 0 NOT NULL,
	"used" integer DEFAULT 0 NOT NULL,
	"per_member" integer DEFAULT 1 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"shop_ids" jsonb NOT NULL,
	"stopped" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_goods_pool" (
	"did" text NOT NULL,
	"shop_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_goods_pool_shop_id_goods_id_pk" PRIMARY KEY("shop_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "shop_member_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"member_id" text NOT NULL,
	"did" text NOT NULL,
	"shop_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "shop_member_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "shop_members" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"shop_id" text NOT NULL,
	"phone" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"counter_id" text,
	"status" text DEFAULT 'enabled' NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_images" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"format" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_page_modules" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"shop_id" text NOT NULL,
	"kind" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_grants" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"shop_id" text NOT NULL,
	"partner_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"template" text DEFAULT 'classic' NOT NULL,
	"strategy_id" text,
	"password_hash" text,
	"password_changed_at" timestamp with time zone,
	"finance_account" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "storefront_orders" (
	"order_id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"shop_id" text NOT NULL,
	"counter_id" text,
	"member_id" text NOT NULL,
	"coupon_claim_id" text,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_subjects" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"shop_id" text NOT NULL,
	"title" text NOT NULL,
	"cover" text DEFAULT '' NOT NULL,
	"goods_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_counters" ADD CONSTRAINT "shop_counters_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_counters" ADD CONSTRAINT "shop_counters_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_coupon_id_coupons_id_fk" FOREIGN KEY ("coupon_id") REFERENCES "public"."coupons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_claims" ADD CONSTRAINT "coupon_claims_member_id_shop_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."shop_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_goods_pool" ADD CONSTRAINT "shop_goods_pool_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_goods_pool" ADD CONSTRAINT "shop_goods_pool_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_member_sessions" ADD CONSTRAINT "shop_member_sessions_member_id_shop_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."shop_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_members" ADD CONSTRAINT "shop_members_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_images" ADD CONSTRAINT "page_images_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_page_modules" ADD CONSTRAINT "shop_page_modules_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_page_modules" ADD CONSTRAINT "shop_page_modules_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_grants" ADD CONSTRAINT "shop_grants_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_grants" ADD CONSTRAINT "shop_grants_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_settings" ADD CONSTRAINT "shop_settings_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_orders" ADD CONSTRAINT "storefront_orders_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "storefront_orders" ADD CONSTRAINT "storefront_orders_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_subjects" ADD CONSTRAINT "shop_subjects_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_subjects" ADD CONSTRAINT "shop_subjects_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shop_counters_did_shop_idx" ON "shop_counters" USING btree ("did","shop_id");--> statement-breakpoint
CREATE INDEX "coupon_claims_coupon_member_idx" ON "coupon_claims" USING btree ("coupon_id","member_id");--> statement-breakpoint
CREATE INDEX "coupon_claims_member_idx" ON "coupon_claims" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "coupons_did_created_idx" ON "coupons" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "shop_member_sessions_member_idx" ON "shop_member_sessions" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_members_shop_phone_uq" ON "shop_members" USING btree ("shop_id","phone");--> statement-breakpoint
CREATE INDEX "shop_members_did_created_idx" ON "shop_members" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "page_images_did_created_idx" ON "page_images" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "shop_page_modules_shop_idx" ON "shop_page_modules" USING btree ("did","shop_id","sort");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_grants_live_uq" ON "shop_grants" USING btree ("shop_id","partner_id") WHERE "shop_grants"."revoked_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "storefront_orders_member_key_uq" ON "storefront_orders" USING btree ("member_id","client_key");--> statement-breakpoint
CREATE INDEX "storefront_orders_counter_idx" ON "storefront_orders" USING btree ("did","counter_id");--> statement-breakpoint
CREATE INDEX "shop_subjects_shop_idx" ON "shop_subjects" USING btree ("did","shop_id","sort");