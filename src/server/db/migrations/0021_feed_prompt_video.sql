ALTER TABLE "community_posts" ADD COLUMN "generated_post_id" text;--> statement-breakpoint
ALTER TABLE "community_posts" ADD COLUMN "prompt" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "video_asset_id" text;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_generated_post_id_generated_posts_id_fk" FOREIGN KEY ("generated_post_id") REFERENCES "public"."generated_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_video_asset_id_assets_id_fk" FOREIGN KEY ("video_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_posts_generated_post_idx" ON "community_posts" USING btree ("generated_post_id");--> statement-breakpoint
UPDATE "posts" p SET "video_asset_id" = g."video_asset_id" FROM "generated_posts" g WHERE g."id" = p."generated_post_id" AND g."media_type" = 'video' AND g."video_asset_id" IS NOT NULL;--> statement-breakpoint
UPDATE "community_posts" cp SET "prompt" = p."original_prompt" FROM "posts" p WHERE p."id" = cp."post_id";--> statement-breakpoint
UPDATE "community_posts" cp SET "generated_post_id" = first."generated_post_id" FROM (SELECT DISTINCT ON (p."generated_post_id") c."id", p."generated_post_id" FROM "community_posts" c JOIN "posts" p ON p."id" = c."post_id" WHERE p."generated_post_id" IS NOT NULL ORDER BY p."generated_post_id", c."published_at") first WHERE first."id" = cp."id";
