DROP INDEX "assets_workspace_title_idx";--> statement-breakpoint
CREATE INDEX "assets_workspace_lower_title_idx" ON "assets" USING btree ("workspace_id",lower("title"));