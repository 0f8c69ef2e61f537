CREATE TABLE "brand_packs" (
	"id" text PRIMARY KEY NOT NULL,
	"workspace_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"colors" jsonb NOT NULL,
	"font_primary" text DEFAULT '' NOT NULL,
	"font_secondary" text DEFAULT '' NOT NULL,
	"logo_asset_id" text,
	"guidelines" text DEFAULT '' NOT NULL,
	"platforms" text[] DEFAULT '{}' NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"created_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "brand_packs" ADD CONSTRAINT "brand_packs_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_packs" ADD CONSTRAINT "brand_packs_logo_asset_id_assets_id_fk" FOREIGN KEY ("logo_asset_id") REFERENCES "public"."assets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_packs" ADD CONSTRAINT "brand_packs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "brand_packs_workspace_idx" ON "brand_packs" USING btree ("workspace_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_packs_one_active_idx" ON "brand_packs" USING btree ("workspace_id") WHERE "brand_packs"."is_active";