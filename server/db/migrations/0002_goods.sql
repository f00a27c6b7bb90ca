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
CREATE INDEX "products_did_updated_idx" ON "products" USING btree ("did","updated_at");