ALTER TABLE "user_preferences" ADD COLUMN "cookie_consent" jsonb;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "cookie_consent_saved_at" timestamp with time zone;