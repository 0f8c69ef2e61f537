CREATE TABLE "ai_provider_settings" (
	"capability" text PRIMARY KEY NOT NULL,
	"mode" text NOT NULL,
	"base_url" text,
	"model" text,
	"api_key_sealed" text,
	"api_key_last_four" text,
	"updated_by" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "workspaces" ADD COLUMN "video_model" text DEFAULT 'kling-2-master' NOT NULL;--> statement-breakpoint
ALTER TABLE "ai_provider_settings" ADD CONSTRAINT "ai_provider_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;