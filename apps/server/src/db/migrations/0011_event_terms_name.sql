-- A waiver keeps its file's own name beside its storage key, so the edit wizard shows "waiver.pdf", not the key.
UPDATE "events" SET "event_terms" = "events"."event_terms" || jsonb_build_object('name', "uploads"."original_name")
FROM "uploads"
WHERE "events"."event_terms" IS NOT NULL
  AND NOT ("events"."event_terms" ? 'name')
  AND "uploads"."key" = "events"."event_terms"->>'key';
