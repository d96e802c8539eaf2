ALTER TABLE "readings" ADD COLUMN "public_token" text;--> statement-breakpoint
ALTER TABLE "readings" ADD COLUMN "public_shows_name" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "readings_public_token_idx" ON "readings" USING btree ("public_token");