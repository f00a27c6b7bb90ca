CREATE TABLE "saved_views" (
	"id" text PRIMARY KEY NOT NULL,
	"did" text NOT NULL,
	"account_id" text NOT NULL,
	"list" text NOT NULL,
	"name" text NOT NULL,
	"search" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"version" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_did_distributors_id_fk" FOREIGN KEY ("did") REFERENCES "public"."distributors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_views" ADD CONSTRAINT "saved_views_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_views_account_list_idx" ON "saved_views" USING btree ("did","account_id","list");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_views_account_list_name_idx" ON "saved_views" USING btree ("account_id","list","name");