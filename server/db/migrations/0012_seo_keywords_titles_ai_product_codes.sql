CREATE TABLE "product_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"gtin14" text NOT NULL,
	"status" text DEFAULT 'unused' NOT NULL,
	"sku" text,
	"goods_id" text,
	"listing_id" text,
	"used_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"import_file" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_contents" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"goods_id" text NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"provider" text NOT NULL,
	"model" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"texts" jsonb NOT NULL,
	"prompt_tokens" integer DEFAULT 0 NOT NULL,
	"completion_tokens" integer DEFAULT 0 NOT NULL,
	"created_by" text,
	"request_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ai_usage" (
	"did" text NOT NULL,
	"day" text NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ai_usage_did_day_pk" PRIMARY KEY("did","day")
);
--> statement-breakpoint
CREATE TABLE "goods_texts" (
	"did" text NOT NULL,
	"goods_id" text NOT NULL,
	"channel" text NOT NULL,
	"language" text NOT NULL,
	"texts" jsonb NOT NULL,
	"ai_content_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "goods_texts_goods_id_channel_language_pk" PRIMARY KEY("goods_id","channel","language")
);
--> statement-breakpoint
CREATE TABLE "seo_keyword_goods" (
	"did" text NOT NULL,
	"keyword_id" text NOT NULL,
	"goods_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seo_keyword_goods_keyword_id_goods_id_pk" PRIMARY KEY("keyword_id","goods_id")
);
--> statement-breakpoint
CREATE TABLE "seo_keywords" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"keyword" text NOT NULL,
	"key" text NOT NULL,
	"language" text NOT NULL,
	"channel" text NOT NULL,
	"source" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"goods_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seo_titles" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"goods_id" text NOT NULL,
	"channel" text NOT NULL,
	"title" text NOT NULL,
	"pattern" text DEFAULT '' NOT NULL,
	"manual" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_codes" ADD CONSTRAINT "product_codes_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_contents" ADD CONSTRAINT "ai_contents_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_contents" ADD CONSTRAINT "ai_contents_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ai_usage" ADD CONSTRAINT "ai_usage_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_texts" ADD CONSTRAINT "goods_texts_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "goods_texts" ADD CONSTRAINT "goods_texts_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_goods" ADD CONSTRAINT "seo_keyword_goods_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_goods" ADD CONSTRAINT "seo_keyword_goods_keyword_id_seo_keywords_id_fk" FOREIGN KEY ("keyword_id") REFERENCES "public"."seo_keywords"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keyword_goods" ADD CONSTRAINT "seo_keyword_goods_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_keywords" ADD CONSTRAINT "seo_keywords_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_titles" ADD CONSTRAINT "seo_titles_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seo_titles" ADD CONSTRAINT "seo_titles_goods_id_goods_id_fk" FOREIGN KEY ("goods_id") REFERENCES "public"."goods"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_codes_did_gtin14_uq" ON "product_codes" USING btree ("did","gtin14");--> statement-breakpoint
CREATE UNIQUE INDEX "product_codes_did_sku_uq" ON "product_codes" USING btree ("did","sku") WHERE "product_codes"."sku" is not null;--> statement-breakpoint
CREATE INDEX "product_codes_did_status_created_idx" ON "product_codes" USING btree ("did","status","created_at");--> statement-breakpoint
CREATE INDEX "product_codes_did_goods_idx" ON "product_codes" USING btree ("did","goods_id") WHERE "product_codes"."goods_id" is not null;--> statement-breakpoint
CREATE INDEX "ai_contents_did_goods_created_idx" ON "ai_contents" USING btree ("did","goods_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ai_contents_did_request_key_uq" ON "ai_contents" USING btree ("did","request_key");--> statement-breakpoint
CREATE INDEX "goods_texts_did_idx" ON "goods_texts" USING btree ("did");--> statement-breakpoint
CREATE INDEX "seo_keyword_goods_did_goods_idx" ON "seo_keyword_goods" USING btree ("did","goods_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_keywords_did_lang_channel_key_uq" ON "seo_keywords" USING btree ("did","language","channel","key");--> statement-breakpoint
CREATE INDEX "seo_keywords_did_created_idx" ON "seo_keywords" USING btree ("did","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "seo_titles_did_goods_channel_uq" ON "seo_titles" USING btree ("did","goods_id","channel");--> statement-breakpoint
CREATE INDEX "seo_titles_did_channel_updated_idx" ON "seo_titles" USING btree ("did","channel","updated_at");