CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"item_id" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"unit_cents" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" text NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"pay_status" integer DEFAULT 0 NOT NULL,
	"total_cents" integer NOT NULL,
	"currency" text DEFAULT 'SGD' NOT NULL,
	"payment_method" text NOT NULL,
	"remarks" text DEFAULT '' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"client_secret" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"reason" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"result" text,
	"applied_at" timestamp with time zone NOT NULL,
	"processed_at" timestamp with time zone,
	"processed_by" integer,
	"provider_refund_ref" text
);
--> statement-breakpoint
CREATE TABLE "ticket_infos" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" integer NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"content_zh" text NOT NULL,
	"content_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"content_zh" text DEFAULT '' NOT NULL,
	"content_en" text DEFAULT '' NOT NULL,
	"cover" text,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_passes" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"qr_token" text NOT NULL,
	"quantity" integer NOT NULL,
	"used_quantity" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "ticket_passes_used_ck" CHECK ("ticket_passes"."used_quantity" >= 0 and "ticket_passes"."used_quantity" <= "ticket_passes"."quantity")
);
--> statement-breakpoint
CREATE TABLE "ticket_sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"theatre_id" integer,
	"title_zh" text NOT NULL,
	"title_en" text NOT NULL,
	"summary_zh" text DEFAULT '' NOT NULL,
	"summary_en" text DEFAULT '' NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"venue_zh" text NOT NULL,
	"venue_en" text NOT NULL,
	"poster" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"sale_start_at" timestamp with time zone NOT NULL,
	"sale_end_at" timestamp with time zone NOT NULL,
	"price_cents" integer NOT NULL,
	"currency" text DEFAULT 'SGD' NOT NULL,
	"total_seats" integer NOT NULL,
	"remaining" integer NOT NULL,
	"per_order_limit" integer DEFAULT 6 NOT NULL,
	"featured" boolean DEFAULT false NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_sales_remaining_ck" CHECK ("ticket_sales"."remaining" >= 0 and "ticket_sales"."remaining" <= "ticket_sales"."total_seats")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_processed_by_users_id_fk" FOREIGN KEY ("processed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_passes" ADD CONSTRAINT "ticket_passes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_passes" ADD CONSTRAINT "ticket_passes_sale_id_ticket_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."ticket_sales"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_sales" ADD CONSTRAINT "ticket_sales_theatre_id_theatres_id_fk" FOREIGN KEY ("theatre_id") REFERENCES "public"."theatres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_order_no_uq" ON "orders" USING btree ("order_no");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_provider_ref_uq" ON "orders" USING btree ("provider_ref");--> statement-breakpoint
CREATE INDEX "orders_user_kind_idx" ON "orders" USING btree ("user_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "orders_unpaid_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."pay_status" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_one_open_uq" ON "refunds" USING btree ("order_id") WHERE "refunds"."status" = 1;--> statement-breakpoint
CREATE INDEX "refunds_order_idx" ON "refunds" USING btree ("order_id","applied_at");--> statement-breakpoint
CREATE INDEX "refunds_user_idx" ON "refunds" USING btree ("user_id","applied_at");--> statement-breakpoint
CREATE INDEX "refunds_status_idx" ON "refunds" USING btree ("status","applied_at");--> statement-breakpoint
CREATE INDEX "ticket_infos_type_idx" ON "ticket_infos" USING btree ("type","sort");--> statement-breakpoint
CREATE INDEX "ticket_news_published_idx" ON "ticket_news" USING btree ("published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_passes_qr_uq" ON "ticket_passes" USING btree ("qr_token");--> statement-breakpoint
CREATE INDEX "ticket_sales_window_idx" ON "ticket_sales" USING btree ("published","sale_start_at","sale_end_at");--> statement-breakpoint
CREATE INDEX "ticket_sales_title_zh_trgm" ON "ticket_sales" USING gin ("title_zh" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "ticket_sales_title_en_trgm" ON "ticket_sales" USING gin ("title_en" gin_trgm_ops);