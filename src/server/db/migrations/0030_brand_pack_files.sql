CREATE TABLE "brand_pack_files" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"brand_pack_id" text NOT NULL,
	"kind" text NOT NULL,
	"role" text,
	"asset_id" text,
	"storage_key" text,
	"file_name" text,
	"content_type" text,
	"size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_pack_files_shape_check" CHECK (("brand_pack_files"."kind" = 'font' and "brand_pack_files"."role" is not null and "brand_pack_files"."storage_key" is not null and "brand_pack_files"."asset_id" is null) or ("brand_pack_files"."kind" in ('background', 'overlay') and "brand_pack_files"."asset_id" is not null and "brand_pack_files"."role" is null and "brand_pack_files"."storage_key" is null))
);
--> statement-breakpoint
ALTER TABLE "brand_pack_files" ADD CONSTRAINT "brand_pack_files_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pack_files" ADD CONSTRAINT "brand_pack_files_brand_pack_id_brand_packs_id_fk" FOREIGN KEY ("brand_pack_id") REFERENCES "public"."brand_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_pack_files" ADD CONSTRAINT "brand_pack_files_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_pack_files_pack_idx" ON "brand_pack_files" USING btree ("brand_pack_id","created_at");--> statement-breakpoint
CREATE INDEX "brand_pack_files_workspace_key_idx" ON "brand_pack_files" USING btree ("workspace_id","storage_key");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_pack_files_one_font_idx" ON "brand_pack_files" USING btree ("brand_pack_id","role") WHERE "brand_pack_files"."kind" = 'font';--> statement-breakpoint
CREATE UNIQUE INDEX "brand_pack_files_one_asset_idx" ON "brand_pack_files" USING btree ("brand_pack_id","kind","asset_id") WHERE "brand_pack_files"."asset_id" is not null;