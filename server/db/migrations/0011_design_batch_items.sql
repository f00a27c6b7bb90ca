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
ALTER TABLE "design_batch_items" ADD CONSTRAINT "design_batch_items_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "design_batch_items_job_seq_uq" ON "design_batch_items" USING btree ("job_id","seq");