CREATE TABLE "design_batch_items" (
	"job_id" text NOT NULL,
	"seq" integer NOT NULL,
	"did" text NOT NULL,
	"material_id" text NOT NULL,
	"product_id" text NOT NULL,
	"outcome" text NOT NULL,
	"reason" text,
	"dpi" integer,
	"design_id" text,
	"goods_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"design_id" text NOT NULL,
	"number" integer NOT NULL,
	"product_id" text NOT NULL,
	"color" text NOT NULL,
	"sides" jsonb NOT NULL,
	"files" jsonb NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "designs" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"name" text NOT NULL,
	"product_id" text NOT NULL,
	"color" text NOT NULL,
	"zoom" integer DEFAULT 10 NOT NULL,
	"current_version" integer DEFAULT 1 NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "design_id" text;--> statement-breakpoint
ALTER TABLE "goods" ADD COLUMN "design_version" integer;--> statement-breakpoint
ALTER TABLE "design_batch_items" ADD CONSTRAINT "design_batch_items_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_versions" ADD CONSTRAINT "design_versions_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "design_versions" ADD CONSTRAINT "design_versions_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "designs" ADD CONSTRAINT "designs_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_batch_items_job_seq_uq" ON "design_batch_items" USING btree ("job_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "design_versions_design_number_uq" ON "design_versions" USING btree ("design_id","number");--> statement-breakpoint
CREATE INDEX "designs_did_updated_idx" ON "designs" USING btree ("did","updated_at");--> statement-breakpoint
CREATE INDEX "goods_design_idx" ON "goods" USING btree ("design_id") WHERE "goods"."design_id" is not null;