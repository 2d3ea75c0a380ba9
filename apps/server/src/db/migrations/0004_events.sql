CREATE TABLE "event_occurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"capacity" integer NOT NULL,
	"seats_taken" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "event_occurrences_seats" CHECK ("event_occurrences"."seats_taken" >= 0 and "event_occurrences"."seats_taken" <= "event_occurrences"."capacity"),
	CONSTRAINT "event_occurrences_capacity" CHECK ("event_occurrences"."capacity" >= 1),
	CONSTRAINT "event_occurrences_dates_order" CHECK ("event_occurrences"."starts_on" <= "event_occurrences"."ends_on")
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"guide_id" integer NOT NULL,
	"request_id" text,
	"event_name" text NOT NULL,
	"duration_type" text NOT NULL,
	"event_duration" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"repeat" boolean DEFAULT false NOT NULL,
	"repeat_at" text NOT NULL,
	"repeat_dates" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category" text NOT NULL,
	"alias" text,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"address" text NOT NULL,
	"state" text,
	"province" text,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"address_description" text,
	"other_location" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_type" text NOT NULL,
	"attendance_min" integer NOT NULL,
	"attendance_limit" integer NOT NULL,
	"price" jsonb NOT NULL,
	"min_price_cents" integer NOT NULL,
	"price_info" text,
	"addons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"donations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_description" text DEFAULT '' NOT NULL,
	"itinerary" text DEFAULT '' NOT NULL,
	"experience_required" jsonb NOT NULL,
	"terms_type" text NOT NULL,
	"event_terms" jsonb,
	"terms_link" text,
	"guides_link" text,
	"climber_gears" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"guide_gears" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"faqs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"color" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_attendance_range" CHECK ("events"."attendance_min" >= 1 and "events"."attendance_limit" <= 30),
	CONSTRAINT "events_attendance_order" CHECK ("events"."attendance_min" < "events"."attendance_limit"),
	CONSTRAINT "events_min_price_non_negative" CHECK ("events"."min_price_cents" >= 0),
	CONSTRAINT "events_dates_order" CHECK ("events"."start_date" <= "events"."end_date"),
	CONSTRAINT "events_latitude_range" CHECK ("events"."latitude" between -90 and 90),
	CONSTRAINT "events_longitude_range" CHECK ("events"."longitude" between -180 and 180)
);
--> statement-breakpoint
ALTER TABLE "event_occurrences" ADD CONSTRAINT "event_occurrences_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_guide_id_users_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "event_occurrences_event_day_unique" ON "event_occurrences" USING btree ("event_id","starts_on");--> statement-breakpoint
CREATE INDEX "event_occurrences_dates_idx" ON "event_occurrences" USING btree ("starts_on","ends_on");--> statement-breakpoint
CREATE UNIQUE INDEX "events_guide_request_unique" ON "events" USING btree ("guide_id","request_id");--> statement-breakpoint
CREATE INDEX "events_guide_start_idx" ON "events" USING btree ("guide_id","start_date");--> statement-breakpoint
CREATE INDEX "events_start_date_idx" ON "events" USING btree ("start_date");--> statement-breakpoint
CREATE INDEX "events_end_date_idx" ON "events" USING btree ("end_date");--> statement-breakpoint
CREATE INDEX "events_lat_lng_idx" ON "events" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "events_lower_name_idx" ON "events" USING btree (lower("event_name"));--> statement-breakpoint
CREATE INDEX "events_category_idx" ON "events" USING btree ("category");