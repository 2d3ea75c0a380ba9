-- Whether a guide applied as a company (greeted by its whole name). Guides who applied before read as individuals.
ALTER TABLE "users" ADD COLUMN "is_company" boolean DEFAULT false NOT NULL;