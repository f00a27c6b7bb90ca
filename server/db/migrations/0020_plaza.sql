CREATE TABLE "plaza_offers" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"goods_id" text NOT NULL,
	"title" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"variants" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"min_price" bigint DEFAULT 0 NOT NULL,
	"max_price" bigint DEFAULT 0 NOT NULL,
	"state" text DEFAULT 'offered' NOT NULL,
	"withdrawn_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plaza_takes" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"account_id" text NOT NULL,
	"offer_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"listing_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "plaza_offers" ADD CONSTRAINT "plaza_offers_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plaza_offers" ADD CONSTRAINT "plaza_offers_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plaza_takes" ADD CONSTRAINT "plaza_takes_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plaza_takes" ADD CONSTRAINT "plaza_takes_offer_id_plaza_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."plaza_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plaza_takes" ADD CONSTRAINT "plaza_takes_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plaza_takes" ADD CONSTRAINT "plaza_takes_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plaza_takes" ADD CONSTRAINT "plaza_takes_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "plaza_offers_goods_uq" ON "plaza_offers" USING btree ("goods_id");--> statement-breakpoint
CREATE INDEX "plaza_offers_did_state_idx" ON "plaza_offers" USING btree ("did","state","updated_at");--> statement-breakpoint
CREATE UNIQUE INDEX "plaza_takes_offer_shop_uq" ON "plaza_takes" USING btree ("offer_id","shop_id");--> statement-breakpoint
CREATE INDEX "plaza_takes_did_offer_idx" ON "plaza_takes" USING btree ("did","offer_id");