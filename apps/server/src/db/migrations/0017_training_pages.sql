CREATE TABLE "training_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"header_image_key" text,
	"plan_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_published" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "training_pages_plan_ids_array" CHECK (jsonb_typeof("training_pages"."plan_ids") = 'array')
);
--> statement-breakpoint
ALTER TABLE "training_pages" ADD CONSTRAINT "training_pages_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "training_pages_slug_unique" ON "training_pages" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "training_pages_listing_idx" ON "training_pages" USING btree ("is_published","sort_order","id");