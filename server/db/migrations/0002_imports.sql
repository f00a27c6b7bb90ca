CREATE TABLE "sale_import_keys" (
	"did" text NOT NULL,
	"shop_id" text NOT NULL,
	"external_no" text NOT NULL,
	"order_id" text NOT NULL,
	"import_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sale_import_keys_pk" PRIMARY KEY("did","shop_id","external_no")
);
--> statement-breakpoint
CREATE TABLE "sale_imports" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"account_id" text NOT NULL,
	"by" text NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_orders" integer DEFAULT 0 NOT NULL,
	"duplicate_orders" integer DEFAULT 0 NOT NULL,
	"failed_rows" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sale_import_keys" ADD CONSTRAINT "sale_import_keys_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_import_keys" ADD CONSTRAINT "sale_import_keys_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_import_keys" ADD CONSTRAINT "sale_import_keys_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_import_keys" ADD CONSTRAINT "sale_import_keys_import_id_sale_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."sale_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_imports" ADD CONSTRAINT "sale_imports_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sale_imports_did_created_idx" ON "sale_imports" USING btree ("did","created_at");