CREATE TABLE "community_posts" (
	"id" text PRIMARY KEY NOT NULL,
	"post_id" text,
	"workspace_id" text NOT NULL,
	"author_id" text,
	"content" text NOT NULL,
	"hashtags" text[] DEFAULT '{}' NOT NULL,
	"media_asset_id" text,
	"platform" text NOT NULL,
	"variation" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_publish_attempts" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"post_id" text NOT NULL,
	"destination" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"state" text NOT NULL,
	"external_id" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"generated_post_id" text,
	"author_id" text,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"status" text NOT NULL,
	"platforms" text[] NOT NULL,
	"hashtags" text[] DEFAULT '{}' NOT NULL,
	"thumbnail_asset_id" text,
	"expected_engagement" text DEFAULT 'medium' NOT NULL,
	"variation" text NOT NULL,
	"original_prompt" text DEFAULT '' NOT NULL,
	"boost_settings" jsonb,
	"scheduled_for" timestamp with time zone,
	"time_zone" text,
	"failure_message" text,
	"views" integer DEFAULT 0 NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"shares" integer DEFAULT 0 NOT NULL,
	"comments" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_modified" timestamp with time zone DEFAULT now() NOT NULL,
	"executed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "generated_posts" ADD COLUMN "saved_as_post_id" text;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_posts" ADD CONSTRAINT "community_posts_media_asset_id_assets_id_fk" FOREIGN KEY ("media_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_publish_attempts" ADD CONSTRAINT "post_publish_attempts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_publish_attempts" ADD CONSTRAINT "post_publish_attempts_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_generated_post_id_generated_posts_id_fk" FOREIGN KEY ("generated_post_id") REFERENCES "public"."generated_posts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_thumbnail_asset_id_assets_id_fk" FOREIGN KEY ("thumbnail_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "community_posts_key_idx" ON "community_posts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "community_posts_published_idx" ON "community_posts" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "post_publish_attempts_key_idx" ON "post_publish_attempts" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "post_publish_attempts_post_idx" ON "post_publish_attempts" USING btree ("workspace_id","post_id");--> statement-breakpoint
CREATE INDEX "posts_workspace_idx" ON "posts" USING btree ("workspace_id","status","last_modified");--> statement-breakpoint
CREATE UNIQUE INDEX "posts_generated_post_idx" ON "posts" USING btree ("generated_post_id");