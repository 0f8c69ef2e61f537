ALTER TABLE "posts" ADD COLUMN "destinations" text[] DEFAULT '{"community"}' NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "publish_mode" text;