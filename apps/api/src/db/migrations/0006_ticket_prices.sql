CREATE TABLE "ticket_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"name_zh" text NOT NULL,
	"name_en" text NOT NULL,
	"price_cents" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ticket_prices" ADD CONSTRAINT "ticket_prices_sale_id_ticket_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."ticket_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_prices_sale_idx" ON "ticket_prices" USING btree ("sale_id","sort");