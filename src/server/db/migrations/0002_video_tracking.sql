ALTER TABLE "generated_posts" ADD COLUMN "video_generation_id" text;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "video_prompt" text;