ALTER TABLE "order_lines" ADD COLUMN "price_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "category_zh" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "category_en" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_zh_sort" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member_packages" ADD COLUMN "ticket_discount_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "products_title_zh_sort_idx" ON "products" USING btree ("title_zh_sort");--> statement-breakpoint
ALTER TABLE "member_packages" ADD CONSTRAINT "member_packages_ticket_discount_ck" CHECK ("member_packages"."ticket_discount_percent" between 0 and 100);