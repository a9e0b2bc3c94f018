CREATE TABLE "member_grants" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"user_type" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_type" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"description_zh" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"duration_days" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"original_price_cents" integer NOT NULL,
	"currency" text DEFAULT 'SGD' NOT NULL,
	"shop_discount_percent" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_packages_user_type_ck" CHECK ("member_packages"."user_type" between 1 and 3),
	CONSTRAINT "member_packages_discount_ck" CHECK ("member_packages"."shop_discount_percent" between 0 and 100),
	CONSTRAINT "member_packages_duration_ck" CHECK ("member_packages"."duration_days" > 0),
	CONSTRAINT "member_packages_price_ck" CHECK ("member_packages"."price_cents" >= 0 and "member_packages"."original_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "member_grants" ADD CONSTRAINT "member_grants_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_grants" ADD CONSTRAINT "member_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_grants" ADD CONSTRAINT "member_grants_package_id_member_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."member_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_grants_user_idx" ON "member_grants" USING btree ("user_id","ends_at");--> statement-breakpoint
CREATE INDEX "member_packages_published_idx" ON "member_packages" USING btree ("published","sort");--> statement-breakpoint
CREATE INDEX "member_packages_tier_idx" ON "member_packages" USING btree ("user_type","published");