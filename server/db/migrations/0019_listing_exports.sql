CREATE TABLE "listing_export_items" (
	"export_id" text NOT NULL,
	"position" integer NOT NULL,
	"listing_id" text NOT NULL,
	CONSTRAINT "listing_export_items_export_id_position_pk" PRIMARY KEY("export_id","position")
);
--> statement-breakpoint
CREATE TABLE "listing_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"channel" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"total" integer NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	"skipped" integer DEFAULT 0 NOT NULL,
	"size" bigint DEFAULT 0 NOT NULL,
	"error" text,
	"job_id" text,
	"account_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "listing_export_items" ADD CONSTRAINT "listing_export_items_export_id_listing_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."listing_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "listing_exports" ADD CONSTRAINT "listing_exports_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listing_exports_did_channel_created_idx" ON "listing_exports" USING btree ("did","channel","created_at");