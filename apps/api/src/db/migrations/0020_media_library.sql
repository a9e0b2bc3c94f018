CREATE TABLE "media_assets" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sha" text NOT NULL,
	"url" text NOT NULL,
	"aspect" text,
	"widths" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"duration_seconds" real,
	"bytes" bigint NOT NULL,
	"premium" boolean DEFAULT false NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"uploader_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"unused_since" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "media_assets" ADD CONSTRAINT "media_assets_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_assets_url_idx" ON "media_assets" USING btree ("url");--> statement-breakpoint
CREATE INDEX "media_assets_sha_idx" ON "media_assets" USING btree ("sha");--> statement-breakpoint
CREATE INDEX "media_assets_live_idx" ON "media_assets" USING btree ("created_at","id") WHERE "media_assets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "media_assets_kind_idx" ON "media_assets" USING btree ("kind","created_at","id") WHERE "media_assets"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "media_assets_label_trgm" ON "media_assets" USING gin ("label" gin_trgm_ops);