CREATE TABLE "refund_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"refund_id" integer NOT NULL,
	"line_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "refund_lines_quantity_ck" CHECK ("refund_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "ticket_passes" DROP CONSTRAINT "ticket_passes_used_ck";--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "restock" boolean;--> statement-breakpoint
ALTER TABLE "ticket_passes" ADD COLUMN "refunded_quantity" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refund_lines" ADD CONSTRAINT "refund_lines_line_id_order_lines_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_lines"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refund_lines_refund_idx" ON "refund_lines" USING btree ("refund_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_refunded_ck" CHECK ("order_lines"."refunded_quantity" >= 0 and "order_lines"."refunded_quantity" <= "order_lines"."quantity");--> statement-breakpoint
ALTER TABLE "ticket_passes" ADD CONSTRAINT "ticket_passes_used_ck" CHECK ("ticket_passes"."used_quantity" >= 0 and "ticket_passes"."refunded_quantity" >= 0 and "ticket_passes"."used_quantity" + "ticket_passes"."refunded_quantity" <= "ticket_passes"."quantity");--> statement-breakpoint
-- Refunds approved before refunds per unit gave back everything unused: record that on the pass and the lines.
UPDATE "ticket_passes" SET "refunded_quantity" = "quantity" - "used_quantity" WHERE "refunded_at" IS NOT NULL;--> statement-breakpoint
UPDATE "order_lines" SET "refunded_quantity" = "order_lines"."quantity" - "ticket_passes"."used_quantity" FROM "ticket_passes" WHERE "ticket_passes"."order_id" = "order_lines"."order_id" AND "ticket_passes"."refunded_at" IS NOT NULL AND "order_lines"."quantity" >= "ticket_passes"."used_quantity";--> statement-breakpoint
UPDATE "order_lines" SET "refunded_quantity" = "order_lines"."quantity" FROM "orders" WHERE "orders"."id" = "order_lines"."order_id" AND "orders"."kind" <> 'ticket' AND EXISTS (SELECT 1 FROM "refunds" WHERE "refunds"."order_id" = "orders"."id" AND "refunds"."status" = 2);--> statement-breakpoint
UPDATE "refunds" SET "quantity" = (SELECT coalesce(sum("order_lines"."quantity"), 0)::int FROM "order_lines" WHERE "order_lines"."order_id" = "refunds"."order_id");
