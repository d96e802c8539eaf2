DROP INDEX "audit_log_recent_idx";--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_name" text;--> statement-breakpoint
-- Entries written before names were kept: the name of each actor whose account still exists.
UPDATE "audit_log" SET "actor_name" = nullif(trim("users"."first_name" || ' ' || "users"."last_name"), '')
  FROM "users" WHERE "users"."id" = "audit_log"."actor_id";
