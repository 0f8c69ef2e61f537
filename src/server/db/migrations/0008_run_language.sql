ALTER TABLE "workspaces" ADD COLUMN "content_language" text DEFAULT 'auto' NOT NULL;--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "other_language" text;--> statement-breakpoint
ALTER TABLE "generation_runs" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "generation_runs" ADD COLUMN "language_source" text;