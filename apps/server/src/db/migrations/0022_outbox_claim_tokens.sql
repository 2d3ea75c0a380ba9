ALTER TABLE "email_outbox" ADD COLUMN "claim_token" text;--> statement-breakpoint
ALTER TABLE "sandbox_webhook_deliveries" ADD COLUMN "claim_token" text;