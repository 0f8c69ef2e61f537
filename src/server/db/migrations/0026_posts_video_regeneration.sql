ALTER TABLE "posts" ADD COLUMN "video_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "video_progress" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "video_generation_id" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "video_message" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "video_config" jsonb;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "video_locale" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "is_video_offline" boolean DEFAULT false NOT NULL;