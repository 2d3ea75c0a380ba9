ALTER TABLE "uploads" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
-- Documents that guide applications already hold become private.
UPDATE "uploads" SET "visibility" = 'private'
WHERE "key" IN (
  SELECT "document"->>'key'
  FROM "users", jsonb_array_elements("guide_insurance" || "guide_certificate" || "guide_license") AS "document"
);
