CREATE INDEX "bookings_created_idx" ON "bookings" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "bookings_paid_idx" ON "bookings" USING btree ("paid_at") WHERE "bookings"."paid_at" is not null;--> statement-breakpoint
CREATE INDEX "events_created_idx" ON "events" USING btree ("created_at");