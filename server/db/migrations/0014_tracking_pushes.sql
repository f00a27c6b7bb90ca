CREATE TABLE "tracking_pushes" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"order_id" text NOT NULL,
	"shop_id" text NOT NULL,
	"channel" text NOT NULL,
	"platform_order_no" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_no" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"retries" integer DEFAULT 0 NOT NULL,
	"job_id" text,
	"accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_pushes" ADD CONSTRAINT "tracking_pushes_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_pushes" ADD CONSTRAINT "tracking_pushes_order_id_sale_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."sale_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_pushes_did_order_idx" ON "tracking_pushes" USING btree ("did","order_id");