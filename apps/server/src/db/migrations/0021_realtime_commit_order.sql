-- Live events get a position in commit order (issue 28, fault 4; decision 0028). The id, handed out at
-- INSERT, stays the row's name; streams send the position as their `id:` and clients resume from it.
DROP INDEX "realtime_events_user_id_idx";--> statement-breakpoint
ALTER TABLE "realtime_events" ADD COLUMN "position" bigint;--> statement-breakpoint
-- Every row already stored has committed: its id is as good a position as any.
UPDATE "realtime_events" SET "position" = "id";--> statement-breakpoint
CREATE SEQUENCE "realtime_event_positions";--> statement-breakpoint
-- On a database that has stored events before, new positions start a million above the last id handed
-- out. During a rolling deploy an instance of the old version still hands out row ids as cursors: such
-- a cursor is then below every new position, so a new instance replays (or resyncs) rather than skips,
-- and a new position shown to an old instance is above all its ids, so it resyncs. A new database
-- starts at 1.
SELECT setval('realtime_event_positions', CASE WHEN "is_called" THEN "last_value" + 1000000 ELSE 1 END, false)
  FROM "realtime_events_id_seq";--> statement-breakpoint
CREATE UNIQUE INDEX "realtime_events_position_idx" ON "realtime_events" USING btree ("position");--> statement-breakpoint
CREATE INDEX "realtime_events_user_position_idx" ON "realtime_events" USING btree ("user_id","position");--> statement-breakpoint
-- Runs at COMMIT (a deferred constraint trigger), after every statement of the writing transaction, so
-- the transaction holds no row lock it will still wait for: the advisory lock is the last lock it takes
-- (before PostgreSQL's own NOTIFY commit lock) and cannot be part of a deadlock. It is held until the
-- transaction has committed and become visible, so the next transaction takes its position only then:
-- positions grow in commit order, across every instance on the database. The key is this lock's alone
-- (the migration lock is 7346016016001). SECURITY DEFINER: the app's role needs no right on the sequence.
CREATE FUNCTION "realtime_events_take_position"() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = public, pg_temp AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(7346016016028);
  UPDATE "realtime_events" SET "position" = nextval('realtime_event_positions') WHERE "id" = NEW."id";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "realtime_events_position_at_commit" AFTER INSERT ON "realtime_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "realtime_events_take_position"();
