CREATE TABLE "saved_affirmations" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"mood" text NOT NULL,
	"content" text NOT NULL,
	"content_hash" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_horoscopes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"sign" text NOT NULL,
	"date" date NOT NULL,
	"content" text NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"reading_id" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_affirmations" ADD CONSTRAINT "saved_affirmations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_horoscopes" ADD CONSTRAINT "saved_horoscopes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_readings" ADD CONSTRAINT "saved_readings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_readings" ADD CONSTRAINT "saved_readings_reading_id_readings_id_fk" FOREIGN KEY ("reading_id") REFERENCES "public"."readings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_affirmations_user_mood_hash_unique" ON "saved_affirmations" USING btree ("user_id","mood","content_hash");--> statement-breakpoint
CREATE INDEX "saved_affirmations_user_page_idx" ON "saved_affirmations" USING btree ("user_id","saved_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_horoscopes_user_sign_date_unique" ON "saved_horoscopes" USING btree ("user_id","sign","date");--> statement-breakpoint
CREATE INDEX "saved_horoscopes_user_page_idx" ON "saved_horoscopes" USING btree ("user_id","saved_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_readings_user_reading_unique" ON "saved_readings" USING btree ("user_id","reading_id");--> statement-breakpoint
CREATE INDEX "saved_readings_user_page_idx" ON "saved_readings" USING btree ("user_id","saved_at","id");