CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"cover" text,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"cover" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cate_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"in_carousel" boolean DEFAULT false NOT NULL,
	"fine" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "knowledge_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"knowledge_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_parts" (
	"id" serial PRIMARY KEY NOT NULL,
	"production_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"image" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"poster" text NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "theatres" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"venue_zh" text NOT NULL,
	"venue_en" text NOT NULL,
	"poster" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"takes_registration" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "video_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"cover" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"cate_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"poster" text NOT NULL,
	"media" text NOT NULL,
	"duration_seconds" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"is_premium" boolean DEFAULT false NOT NULL,
	"in_carousel" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "knowledge_items" ADD CONSTRAINT "knowledge_items_cate_id_knowledge_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."knowledge_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "knowledge_parts" ADD CONSTRAINT "knowledge_parts_knowledge_id_knowledge_items_id_fk" FOREIGN KEY ("knowledge_id") REFERENCES "public"."knowledge_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_parts" ADD CONSTRAINT "production_parts_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_cate_id_video_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."video_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "news_published_at_idx" ON "news" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "news_title_zh_trgm" ON "news" USING gin ("title_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_title_en_trgm" ON "news" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_summary_zh_trgm" ON "news" USING gin ("summary_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "news_summary_en_trgm" ON "news" USING gin ("summary_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "system_news_published_at_idx" ON "system_news" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "knowledge_items_published_at_idx" ON "knowledge_items" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "knowledge_items_cate_idx" ON "knowledge_items" USING btree ("cate_id","published_at");--> statement-breakpoint
CREATE INDEX "knowledge_items_carousel_idx" ON "knowledge_items" USING btree ("in_carousel") WHERE "knowledge_items"."in_carousel";--> statement-breakpoint
CREATE INDEX "knowledge_items_fine_idx" ON "knowledge_items" USING btree ("fine") WHERE "knowledge_items"."fine";--> statement-breakpoint
CREATE INDEX "knowledge_items_title_zh_trgm" ON "knowledge_items" USING gin ("title_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_items_title_en_trgm" ON "knowledge_items" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_items_summary_zh_trgm" ON "knowledge_items" USING gin ("summary_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_items_summary_en_trgm" ON "knowledge_items" USING gin ("summary_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "knowledge_parts_knowledge_sort_idx" ON "knowledge_parts" USING btree ("knowledge_id","sort");--> statement-breakpoint
CREATE INDEX "production_parts_production_sort_idx" ON "production_parts" USING btree ("production_id","sort");--> statement-breakpoint
CREATE INDEX "productions_published_at_idx" ON "productions" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "productions_title_zh_trgm" ON "productions" USING gin ("title_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "productions_title_en_trgm" ON "productions" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "productions_summary_zh_trgm" ON "productions" USING gin ("summary_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "productions_summary_en_trgm" ON "productions" USING gin ("summary_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "theatres_published_start_idx" ON "theatres" USING btree ("published","start_at");--> statement-breakpoint
CREATE INDEX "theatres_published_end_idx" ON "theatres" USING btree ("published","end_at");--> statement-breakpoint
CREATE INDEX "videos_published_at_idx" ON "videos" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "videos_cate_idx" ON "videos" USING btree ("cate_id","published_at");--> statement-breakpoint
CREATE INDEX "videos_carousel_idx" ON "videos" USING btree ("in_carousel") WHERE "videos"."in_carousel";--> statement-breakpoint
CREATE INDEX "videos_title_zh_trgm" ON "videos" USING gin ("title_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_title_en_trgm" ON "videos" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_summary_zh_trgm" ON "videos" USING gin ("summary_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "videos_summary_en_trgm" ON "videos" USING gin ("summary_en" gin_trgm_ops);