CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"holder" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "processed_webhook_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"type" text NOT NULL,
	"object_id" text,
	"account_id" text,
	"source" text NOT NULL,
	"handled" boolean NOT NULL,
	"payload" jsonb NOT NULL,
	"processed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"email" text,
	"country" text NOT NULL,
	"default_currency" text DEFAULT 'cad' NOT NULL,
	"details_submitted" boolean DEFAULT false NOT NULL,
	"payouts_enabled" boolean DEFAULT false NOT NULL,
	"charges_enabled" boolean DEFAULT false NOT NULL,
	"payout_interval" text DEFAULT 'daily' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_balance_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_balance_transactions_amount_nonnegative" CHECK ("sandbox_balance_transactions"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_checkout_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"mode" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"payment_status" text DEFAULT 'unpaid' NOT NULL,
	"currency" text NOT NULL,
	"amount_total" integer NOT NULL,
	"application_fee_amount" integer DEFAULT 0 NOT NULL,
	"amount_refunded" integer DEFAULT 0 NOT NULL,
	"destination_account_id" text,
	"line_items" jsonb NOT NULL,
	"subscription_interval" text,
	"success_url" text NOT NULL,
	"cancel_url" text NOT NULL,
	"metadata" jsonb NOT NULL,
	"customer_email" text,
	"payment_intent_id" text,
	"charge_id" text,
	"subscription_id" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_checkout_sessions_amount_total_nonnegative" CHECK ("sandbox_checkout_sessions"."amount_total" >= 0),
	CONSTRAINT "sandbox_checkout_sessions_fee_within_total" CHECK ("sandbox_checkout_sessions"."application_fee_amount" >= 0 and "sandbox_checkout_sessions"."application_fee_amount" <= "sandbox_checkout_sessions"."amount_total"),
	CONSTRAINT "sandbox_checkout_sessions_refunded_within_total" CHECK ("sandbox_checkout_sessions"."amount_refunded" >= 0 and "sandbox_checkout_sessions"."amount_refunded" <= "sandbox_checkout_sessions"."amount_total")
);
--> statement-breakpoint
CREATE TABLE "sandbox_events" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"account_id" text,
	"payload" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_external_accounts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"account_holder_name" text NOT NULL,
	"transit_number" text NOT NULL,
	"institution_number" text NOT NULL,
	"last4" text NOT NULL,
	"bank_name" text,
	"default_for_currency" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_external_accounts_transit_digits" CHECK ("sandbox_external_accounts"."transit_number" ~ '^[0-9]{5}$'),
	CONSTRAINT "sandbox_external_accounts_institution_digits" CHECK ("sandbox_external_accounts"."institution_number" ~ '^[0-9]{3}$')
);
--> statement-breakpoint
CREATE TABLE "sandbox_payouts" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"external_account_id" text NOT NULL,
	"description" text,
	"arrival_date" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_payouts_amount_positive" CHECK ("sandbox_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_refunds" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount" integer NOT NULL,
	"reversed_amount" integer DEFAULT 0 NOT NULL,
	"metadata" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_refunds_amount_positive" CHECK ("sandbox_refunds"."amount" > 0),
	CONSTRAINT "sandbox_refunds_reversed_nonnegative" CHECK ("sandbox_refunds"."reversed_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sandbox_webhook_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"last_status_code" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sandbox_balance_transactions" ADD CONSTRAINT "sandbox_balance_transactions_account_id_sandbox_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_checkout_sessions" ADD CONSTRAINT "sandbox_checkout_sessions_destination_account_id_sandbox_accounts_id_fk" FOREIGN KEY ("destination_account_id") REFERENCES "public"."sandbox_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_external_accounts" ADD CONSTRAINT "sandbox_external_accounts_account_id_sandbox_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_payouts" ADD CONSTRAINT "sandbox_payouts_account_id_sandbox_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."sandbox_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sandbox_webhook_deliveries" ADD CONSTRAINT "sandbox_webhook_deliveries_event_id_sandbox_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."sandbox_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "processed_webhook_events_event_unique" ON "processed_webhook_events" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "processed_webhook_events_dedupe_unique" ON "processed_webhook_events" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "processed_webhook_events_type_idx" ON "processed_webhook_events" USING btree ("type","processed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_accounts_idempotency_unique" ON "sandbox_accounts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_balance_transactions_account_idx" ON "sandbox_balance_transactions" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_checkout_sessions_idempotency_unique" ON "sandbox_checkout_sessions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_checkout_sessions_payment_intent_unique" ON "sandbox_checkout_sessions" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_created_idx" ON "sandbox_checkout_sessions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "sandbox_checkout_sessions_destination_idx" ON "sandbox_checkout_sessions" USING btree ("destination_account_id","completed_at");--> statement-breakpoint
CREATE INDEX "sandbox_events_created_idx" ON "sandbox_events" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_external_accounts_idempotency_unique" ON "sandbox_external_accounts" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_payouts_idempotency_unique" ON "sandbox_payouts" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "sandbox_payouts_account_created_idx" ON "sandbox_payouts" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_refunds_idempotency_unique" ON "sandbox_refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_webhook_deliveries_event_unique" ON "sandbox_webhook_deliveries" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "sandbox_webhook_deliveries_due_idx" ON "sandbox_webhook_deliveries" USING btree ("status","next_attempt_at");