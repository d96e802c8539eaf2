ALTER TABLE "readings" ADD COLUMN "care" text;--> statement-breakpoint
-- Care answers stored before this column had no symbols and no other mark: they were crisis answers.
UPDATE "readings" SET "care" = 'crisis' WHERE "symbols" = '[]'::jsonb;
