DROP INDEX "affirmation_history_user_idx";--> statement-breakpoint
DROP INDEX "readings_user_idx";--> statement-breakpoint
CREATE INDEX "affirmation_history_user_mood_idx" ON "affirmation_history" USING btree ("user_id","mood","created_at");--> statement-breakpoint
CREATE INDEX "readings_user_page_idx" ON "readings" USING btree ("user_id","created_at","id");