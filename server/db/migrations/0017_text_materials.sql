CREATE TABLE "text_materials" (
	"material_id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"style" jsonb NOT NULL,
	"svg_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "text_materials" ADD CONSTRAINT "text_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "text_materials" ADD CONSTRAINT "text_materials_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "text_materials_did_idx" ON "text_materials" USING btree ("did");