ALTER TABLE "assets" ADD COLUMN "favorite" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "views" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "downloads" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "shares" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assets" ADD COLUMN "last_accessed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "assets_workspace_title_idx" ON "assets" USING btree ("workspace_id","title");--> statement-breakpoint
CREATE INDEX "assets_workspace_size_idx" ON "assets" USING btree ("workspace_id","size");--> statement-breakpoint
-- Assets stored before the library kept no tags for some sources: give them their source tag (spec §9 defaults).
UPDATE "assets" SET "tags" = ARRAY["source"] WHERE cardinality("tags") = 0;
