CREATE TABLE "cup_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" integer NOT NULL,
	"blob_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"handle_angle" double precision NOT NULL,
	"cup" jsonb NOT NULL,
	"shapes" jsonb NOT NULL,
	"reading_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cup_photos" ADD CONSTRAINT "cup_photos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cup_photos" ADD CONSTRAINT "cup_photos_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cup_photos_owner_idx" ON "cup_photos" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "cup_photos_unused_idx" ON "cup_photos" USING btree ("created_at") WHERE "cup_photos"."reading_id" is null;--> statement-breakpoint
CREATE INDEX "cup_photos_reading_idx" ON "cup_photos" USING btree ("reading_id");