CREATE TABLE "design_pending_prints" (
	"key" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"side" jsonb NOT NULL,
	"area" jsonb NOT NULL,
	"images" jsonb NOT NULL,
	"picture_keys" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_pending_prints" ADD CONSTRAINT "design_pending_prints_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "design_pending_prints_did_idx" ON "design_pending_prints" USING btree ("did");