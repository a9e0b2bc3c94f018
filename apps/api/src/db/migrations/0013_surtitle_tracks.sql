ALTER TABLE "production_parts" ADD COLUMN "media" text;--> statement-breakpoint
ALTER TABLE "production_parts" ADD COLUMN "subtitles_zh" text;--> statement-breakpoint
ALTER TABLE "production_parts" ADD COLUMN "subtitles_en" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "subtitles_zh" text;--> statement-breakpoint
ALTER TABLE "videos" ADD COLUMN "subtitles_en" text;