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
ALTER TABLE "generation_product_strategies" ADD CONSTRAINT "generation_product_strategies_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_product_strategies" ADD CONSTRAINT "generation_product_strategies_strategy_id_generation_strategies_id_fk" FOREIGN KEY ("strategy_id") REFERENCES "public"."generation_strategies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_strategies" ADD CONSTRAINT "generation_strategies_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_strategies" ADD CONSTRAINT "generation_strategies_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_strategies" ADD CONSTRAINT "generation_strategies_price_template_id_price_templates_id_fk" FOREIGN KEY ("price_template_id") REFERENCES "public"."price_templates"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_task_items" ADD CONSTRAINT "generation_task_items_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_task_items" ADD CONSTRAINT "generation_task_items_task_id_generation_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."generation_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "generation_tasks" ADD CONSTRAINT "generation_tasks_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_templates" ADD CONSTRAINT "price_templates_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "generation_product_strategies_uq" ON "generation_product_strategies" USING btree ("strategy_id","product_id");--> statement-breakpoint
CREATE INDEX "generation_strategies_did_idx" ON "generation_strategies" USING btree ("did");--> statement-breakpoint
CREATE UNIQUE INDEX "generation_task_items_uq" ON "generation_task_items" USING btree ("task_id","product_id","material_id");--> statement-breakpoint
CREATE INDEX "generation_task_items_did_goods_idx" ON "generation_task_items" USING btree ("did","goods_id");--> statement-breakpoint
CREATE INDEX "generation_tasks_did_created_idx" ON "generation_tasks" USING btree ("did","created_at");--> statement-breakpoint
CREATE INDEX "generation_tasks_status_idx" ON "generation_tasks" USING btree ("status");--> statement-breakpoint
CREATE INDEX "price_templates_did_idx" ON "price_templates" USING btree ("did");