CREATE TABLE "sandbox_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"checkout_session_id" text NOT NULL,
	"status" text NOT NULL,
	"interval" text NOT NULL,
	"unit_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"cancel_at_period_end" boolean DEFAULT false NOT NULL,
	"fail_next_renewal" boolean DEFAULT false NOT NULL,
	"metadata" jsonb NOT NULL,
	"customer_email" text,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sandbox_subscriptions_amount_nonnegative" CHECK ("sandbox_subscriptions"."unit_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sandbox_subscriptions" ADD CONSTRAINT "sandbox_subscriptions_checkout_session_id_sandbox_checkout_sessions_id_fk" FOREIGN KEY ("checkout_session_id") REFERENCES "public"."sandbox_checkout_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sandbox_subscriptions_session_unique" ON "sandbox_subscriptions" USING btree ("checkout_session_id");--> statement-breakpoint
CREATE INDEX "sandbox_subscriptions_due_idx" ON "sandbox_subscriptions" USING btree ("status","current_period_end");--> statement-breakpoint
CREATE UNIQUE INDEX "plans_name_lower_unique" ON "plans" USING btree (lower("plan_name"));