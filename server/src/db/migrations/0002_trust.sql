CREATE TABLE "open_checkouts" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"claim" text NOT NULL,
	"plan" text NOT NULL,
	"session_id" text,
	"url" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "open_checkouts" ADD CONSTRAINT "open_checkouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;