CREATE TABLE "booking_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"checkout_session_id" text NOT NULL,
	"checkout_url" text,
	"status" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"payment_intent_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	CONSTRAINT "booking_payments_amount_positive" CHECK ("booking_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "booking_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"payment_id" integer NOT NULL,
	"reason" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_refund_id" text,
	"amount_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_refunds_amount_positive" CHECK ("booking_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" integer,
	"occurrence_id" integer,
	"climber_id" integer,
	"guide_id" integer,
	"status" text NOT NULL,
	"cancelled_by" text,
	"event_name" text NOT NULL,
	"event_type" text NOT NULL,
	"repeat_at" text NOT NULL,
	"duration" text NOT NULL,
	"address" text NOT NULL,
	"province" text,
	"color" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"quantity" integer NOT NULL,
	"attendees" jsonb NOT NULL,
	"quote" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"platform_fee_cents" integer NOT NULL,
	"guide_net_cents" integer NOT NULL,
	"cancellation_policy" jsonb NOT NULL,
	"waiver_signature" jsonb,
	"terms_accepted_at" timestamp with time zone,
	"guide_waiver_accepted_at" timestamp with time zone,
	"relist" boolean,
	"receipt_no" text,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"refunded_cents" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"accepted_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_quantity_range" CHECK ("bookings"."quantity" between 1 and 30),
	CONSTRAINT "bookings_money_non_negative" CHECK ("bookings"."total_cents" >= 0 and "bookings"."platform_fee_cents" >= 0 and "bookings"."guide_net_cents" >= 0 and "bookings"."paid_cents" >= 0 and "bookings"."refunded_cents" >= 0),
	CONSTRAINT "bookings_refund_within_paid" CHECK ("bookings"."refunded_cents" <= "bookings"."paid_cents"),
	CONSTRAINT "bookings_days_order" CHECK ("bookings"."starts_on" <= "bookings"."ends_on"),
	CONSTRAINT "bookings_paid_has_receipt" CHECK ("bookings"."status" <> 'paid' or ("bookings"."receipt_no" is not null and "bookings"."paid_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "event_occurrences" ADD COLUMN "closed_by_booking_id" integer;--> statement-breakpoint
ALTER TABLE "booking_payments" ADD CONSTRAINT "booking_payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_refunds" ADD CONSTRAINT "booking_refunds_payment_id_booking_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."booking_payments"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_occurrence_id_event_occurrences_id_fk" FOREIGN KEY ("occurrence_id") REFERENCES "public"."event_occurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_climber_id_users_id_fk" FOREIGN KEY ("climber_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_guide_id_users_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "booking_payments_session_unique" ON "booking_payments" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "booking_payments_booking_idx" ON "booking_payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_refunds_idempotency_unique" ON "booking_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "booking_refunds_booking_idx" ON "booking_refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_climber_occurrence_live_unique" ON "bookings" USING btree ("climber_id","occurrence_id") WHERE "bookings"."status" in ('requested', 'accepted', 'paid');--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_receipt_no_unique" ON "bookings" USING btree ("receipt_no");--> statement-breakpoint
CREATE INDEX "bookings_climber_starts_idx" ON "bookings" USING btree ("climber_id","starts_on");--> statement-breakpoint
CREATE INDEX "bookings_guide_starts_idx" ON "bookings" USING btree ("guide_id","starts_on");--> statement-breakpoint
CREATE INDEX "bookings_event_idx" ON "bookings" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "bookings_occurrence_idx" ON "bookings" USING btree ("occurrence_id");--> statement-breakpoint
CREATE INDEX "bookings_expiry_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."status" in ('requested', 'accepted');