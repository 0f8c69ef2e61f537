CREATE TABLE "post_platform_stats" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"post_id" text NOT NULL,
	"attempt_id" text NOT NULL,
	"platform" text NOT NULL,
	"external_id" text NOT NULL,
	"views" integer,
	"likes" integer,
	"comments" integer,
	"shares" integer,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_publish_attempts" ADD COLUMN "url" text;--> statement-breakpoint
ALTER TABLE "post_platform_stats" ADD CONSTRAINT "post_platform_stats_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_platform_stats" ADD CONSTRAINT "post_platform_stats_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_platform_stats" ADD CONSTRAINT "post_platform_stats_attempt_id_post_publish_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."post_publish_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "post_platform_stats_attempt_idx" ON "post_platform_stats" USING btree ("attempt_id");--> statement-breakpoint
CREATE INDEX "post_platform_stats_post_idx" ON "post_platform_stats" USING btree ("workspace_id","post_id");