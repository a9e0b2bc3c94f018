CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"cate_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"cover" text NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer,
	"currency" text DEFAULT 'SGD' NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "products_stock_ck" CHECK ("products"."stock" >= 0),
	CONSTRAINT "products_price_ck" CHECK ("products"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_order_details" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"recipient_name" text NOT NULL,
	"country" text NOT NULL,
	"address" text NOT NULL,
	"postal_code" text NOT NULL,
	"contact_number" text NOT NULL,
	"shipped_at" timestamp with time zone,
	"shipped_by" integer,
	"shipping_note" text
);
--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_cate_id_shop_categories_id_fk" FOREIGN KEY ("cate_id") REFERENCES "public"."shop_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_details" ADD CONSTRAINT "shop_order_details_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_details" ADD CONSTRAINT "shop_order_details_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_details" ADD CONSTRAINT "shop_order_details_shipped_by_users_id_fk" FOREIGN KEY ("shipped_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_published_idx" ON "products" USING btree ("published","published_at");--> statement-breakpoint
CREATE INDEX "products_cate_idx" ON "products" USING btree ("cate_id","published_at");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price_cents");--> statement-breakpoint
CREATE INDEX "products_sales_idx" ON "products" USING btree ("sales");--> statement-breakpoint
CREATE INDEX "products_title_zh_idx" ON "products" USING btree ("title_zh");--> statement-breakpoint
CREATE INDEX "products_title_en_idx" ON "products" USING btree ("title_en");--> statement-breakpoint
CREATE INDEX "products_title_zh_trgm" ON "products" USING gin ("title_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_title_en_trgm" ON "products" USING gin ("title_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "shop_categories_sort_idx" ON "shop_categories" USING btree ("sort");--> statement-breakpoint
CREATE INDEX "shop_order_details_product_idx" ON "shop_order_details" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_order_details_to_ship_idx" ON "shop_order_details" USING btree ("order_id") WHERE "shop_order_details"."shipped_at" is null;--> statement-breakpoint
CREATE INDEX "shop_order_details_shipped_idx" ON "shop_order_details" USING btree ("shipped_at") WHERE "shop_order_details"."shipped_at" is not null;