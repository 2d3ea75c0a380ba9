-- Added by hand (drizzle-kit does not write extensions): the trigram operator classes of the keyword
-- search indexes. pg_trgm is a trusted extension, so the database owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "events_lower_name_idx";--> statement-breakpoint
CREATE INDEX "events_name_trgm_idx" ON "events" USING gin (lower("event_name") gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "events_address_trgm_idx" ON "events" USING gin (lower("address") gin_trgm_ops) WITH (fastupdate=false);