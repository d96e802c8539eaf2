ALTER TABLE "users" ADD COLUMN "birth_time" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_place_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_place_name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_time_fold" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_time_valid" CHECK ("users"."birth_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_birth_time_fold_valid" CHECK ("users"."birth_time_fold" in ('earlier', 'later'));