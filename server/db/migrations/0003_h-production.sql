CREATE TABLE "production_job_history" (
	"id" text PRIMARY KEY NOT NULL,
	"job_id" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by" text NOT NULL,
	"from_stage" text,
	"to_stage" text NOT NULL,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "production_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"factory_id" text NOT NULL,
	"distributor_id" text NOT NULL,
	"purchase_order_id" text NOT NULL,
	"job_no" text NOT NULL,
	"stage" text NOT NULL,
	"lines" jsonb NOT NULL,
	"item_count" integer NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"defect_reason" text,
	"reprint_of_id" text,
	"reprint_job_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "production_job_history" ADD CONSTRAINT "production_job_history_job_id_production_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."production_jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_jobs" ADD CONSTRAINT "production_jobs_factory_id_distributors_id_fk" FOREIGN KEY ("factory_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_jobs" ADD CONSTRAINT "production_jobs_distributor_id_distributors_id_fk" FOREIGN KEY ("distributor_id") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_jobs" ADD CONSTRAINT "production_jobs_purchase_order_id_purchase_orders_id_fk" FOREIGN KEY ("purchase_order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "production_job_history_job_idx" ON "production_job_history" USING btree ("job_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "production_jobs_factory_no_uq" ON "production_jobs" USING btree ("factory_id","job_no");--> statement-breakpoint
CREATE INDEX "production_jobs_factory_updated_idx" ON "production_jobs" USING btree ("factory_id","updated_at");--> statement-breakpoint
CREATE INDEX "production_jobs_distributor_updated_idx" ON "production_jobs" USING btree ("distributor_id","updated_at");--> statement-breakpoint
CREATE INDEX "production_jobs_purchase_idx" ON "production_jobs" USING btree ("purchase_order_id");