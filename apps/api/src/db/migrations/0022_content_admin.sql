CREATE TABLE "about_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "about_pages_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "theatres" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "theatres" ADD COLUMN "registered" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "theatres" SET "registered" = (SELECT count(*) FROM "theatre_enrollments" e WHERE e."theatre_id" = "theatres"."id");--> statement-breakpoint
ALTER TABLE "ticket_news" ADD COLUMN "published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "theatres_start_idx" ON "theatres" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "theatres_title_zh_trgm" ON "theatres" USING gin ("title_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "theatres_title_en_trgm" ON "theatres" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_news_published_at_idx" ON "ticket_news" USING btree ("published","published_at");--> statement-breakpoint
ALTER TABLE "theatres" ADD CONSTRAINT "theatres_registered_ck" CHECK ("theatres"."registered" >= 0 and ("theatres"."capacity" is null or "theatres"."registered" <= "theatres"."capacity"));--> statement-breakpoint
INSERT INTO "about_pages" ("key", "title_zh", "title_en", "sort") VALUES ('chaoJu', '潮剧', 'Teochew Opera', 1), ('chaoYueTuan', '潮乐团', 'Teochew Music Ensemble', 2), ('companyInfo', '公司信息', 'Company Information', 3), ('nanHua', '关于南华', 'About Nam Hwa', 4), ('nanHuaTeam', '南华团队', 'The Nam Hwa Team', 5), ('wenHuaYanJiu', '文化研究', 'Cultural Research', 6);