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
ALTER TABLE "manufacturer_products" ADD CONSTRAINT "manufacturer_products_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manufacturer_profiles" ADD CONSTRAINT "manufacturer_profiles_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_products" ADD CONSTRAINT "supplier_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "manufacturer_products_did_updated_idx" ON "manufacturer_products" USING btree ("did","updated_at");--> statement-breakpoint
CREATE INDEX "manufacturer_products_status_category_idx" ON "manufacturer_products" USING btree ("status","category");--> statement-breakpoint
CREATE INDEX "supplier_products_did_updated_idx" ON "supplier_products" USING btree ("did","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_products_did_product_uq" ON "supplier_products" USING btree ("did","product_id");