CREATE TABLE "product_favourites" (
	"user_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "product_favourites_user_id_product_id_pk" PRIMARY KEY("user_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "sale_favourites" (
	"user_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sale_favourites_user_id_sale_id_pk" PRIMARY KEY("user_id","sale_id")
);
--> statement-breakpoint
CREATE TABLE "sale_reminders" (
	"user_id" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"notified_at" timestamp with time zone,
	CONSTRAINT "sale_reminders_user_id_sale_id_pk" PRIMARY KEY("user_id","sale_id")
);
--> statement-breakpoint
ALTER TABLE "product_favourites" ADD CONSTRAINT "product_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_favourites" ADD CONSTRAINT "product_favourites_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_favourites" ADD CONSTRAINT "sale_favourites_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_favourites" ADD CONSTRAINT "sale_favourites_sale_id_ticket_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."ticket_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reminders" ADD CONSTRAINT "sale_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_reminders" ADD CONSTRAINT "sale_reminders_sale_id_ticket_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."ticket_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_favourites_user_idx" ON "product_favourites" USING btree ("user_id","created_at","product_id");--> statement-breakpoint
CREATE INDEX "product_favourites_product_idx" ON "product_favourites" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "sale_favourites_user_idx" ON "sale_favourites" USING btree ("user_id","created_at","sale_id");--> statement-breakpoint
CREATE INDEX "sale_favourites_sale_idx" ON "sale_favourites" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_reminders_sale_idx" ON "sale_reminders" USING btree ("sale_id","notified_at");