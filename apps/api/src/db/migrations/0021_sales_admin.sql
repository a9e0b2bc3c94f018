CREATE TABLE "member_order_terms" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"package_id" integer NOT NULL,
	"user_type" integer NOT NULL,
	"duration_days" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_prices" ADD COLUMN "seats" integer;--> statement-breakpoint
ALTER TABLE "ticket_prices" ADD COLUMN "remaining" integer;--> statement-breakpoint
ALTER TABLE "member_order_terms" ADD CONSTRAINT "member_order_terms_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_lines_item_idx" ON "order_lines" USING btree ("item_id");--> statement-breakpoint
CREATE INDEX "order_lines_price_idx" ON "order_lines" USING btree ("price_id") WHERE "order_lines"."price_id" is not null;--> statement-breakpoint
CREATE INDEX "ticket_sales_theatre_idx" ON "ticket_sales" USING btree ("theatre_id","event_at");--> statement-breakpoint
CREATE INDEX "ticket_sales_event_idx" ON "ticket_sales" USING btree ("event_at","id");--> statement-breakpoint
ALTER TABLE "ticket_prices" ADD CONSTRAINT "ticket_prices_seats_ck" CHECK (("ticket_prices"."seats" is null) = ("ticket_prices"."remaining" is null) and "ticket_prices"."remaining" >= 0 and "ticket_prices"."remaining" <= "ticket_prices"."seats");