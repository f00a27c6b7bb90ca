CREATE TABLE "channel_category_cache" (
	"key" text PRIMARY KEY NOT NULL,
	"tree" jsonb NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "listing_templates" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"channel" text NOT NULL,
	"shop_id" text NOT NULL,
	"name" text NOT NULL,
	"category_id" text NOT NULL,
	"category_path" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attributes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"title_pattern" text NOT NULL,
	"description_pattern" text NOT NULL,
	"price_template_id" text NOT NULL,
	"handling_days" integer DEFAULT 3 NOT NULL,
	"image_order" text DEFAULT 'design_first' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "listings" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"goods_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"channel" text NOT NULL,
	"template_id" text,
	"publish_state" text DEFAULT 'to_publish' NOT NULL,
	"sync_state" text DEFAULT 'not_synced' NOT NULL,
	"export_state" text DEFAULT 'not_exported' NOT NULL,
	"failure" jsonb,
	"channel_product_id" text,
	"job_id" text,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_credentials" (
	"shop_id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"sealed" text NOT NULL,
	"expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "listing_templates" ADD CONSTRAINT "listing_templates_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_templates" ADD CONSTRAINT "listing_templates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_credentials" ADD CONSTRAINT "shop_credentials_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_credentials" ADD CONSTRAINT "shop_credentials_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_templates_did_channel_idx" ON "listing_templates" USING btree ("did","channel");--> statement-breakpoint
CREATE UNIQUE INDEX "listings_shop_goods_uq" ON "listings" USING btree ("shop_id","goods_id");--> statement-breakpoint
CREATE INDEX "listings_did_channel_created_idx" ON "listings" USING btree ("did","channel","created_at");--> statement-breakpoint
CREATE INDEX "listings_did_channel_state_idx" ON "listings" USING btree ("did","channel","publish_state","created_at");--> statement-breakpoint
CREATE INDEX "listings_job_idx" ON "listings" USING btree ("job_id") WHERE "listings"."job_id" is not null;