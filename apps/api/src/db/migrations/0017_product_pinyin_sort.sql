ALTER TABLE "products" ADD COLUMN "title_zh_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "products_title_zh_sort_idx" ON "products" USING btree ("title_zh_sort");