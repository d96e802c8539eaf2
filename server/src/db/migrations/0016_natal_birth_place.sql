ALTER TABLE "users" ADD COLUMN "birth_place_lat" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_place_lon" double precision;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "birth_place_time_zone" text;