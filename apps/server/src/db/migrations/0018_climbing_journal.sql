CREATE TABLE "diaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"author_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"diary_date" date NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"thumbnail" text,
	"is_shared" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "diaries" ADD CONSTRAINT "diaries_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diaries_author_day_idx" ON "diaries" USING btree ("author_id","diary_date" DESC NULLS LAST,"id" DESC NULLS LAST);