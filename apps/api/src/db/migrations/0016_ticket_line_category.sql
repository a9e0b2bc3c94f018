ALTER TABLE "order_lines" ADD COLUMN "price_id" integer;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "category_zh" text;--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "category_en" text;