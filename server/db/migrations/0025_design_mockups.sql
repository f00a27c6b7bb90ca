CREATE TABLE "design_mockups" (
	"key" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"print_key" text NOT NULL,
	"side" jsonb NOT NULL,
	"color" text NOT NULL,
	"shape" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "design_mockups" ADD CONSTRAINT "design_mockups_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;