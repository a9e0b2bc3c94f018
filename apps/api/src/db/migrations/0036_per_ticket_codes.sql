CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"holder_id" integer NOT NULL,
	"generation" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"refund_id" integer,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "tickets_generation_ck" CHECK ("tickets"."generation" >= 0 and "tickets"."generation" <= 255 and "tickets"."seq" between 1 and 255)
);
--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_order_seq_uq" ON "tickets" USING btree ("order_id","seq");--> statement-breakpoint
CREATE INDEX "tickets_holder_idx" ON "tickets" USING btree ("holder_id");--> statement-breakpoint
-- Every existing ticket order's admissions get rows of their own (their codes are signed when shown); the
-- order's code keeps admitting the ones the buyer holds. Used first, then refunded, then the rest; a
-- refund under review names the last of those unused.
INSERT INTO "tickets" ("order_id", "seq", "holder_id", "used_at", "refunded_at")
SELECT p."order_id", s.seq, o."user_id",
	CASE WHEN s.seq <= p."used_quantity" THEN coalesce(p."last_used_at", o."paid_at", o."created_at") END,
	CASE WHEN s.seq > p."used_quantity" AND s.seq <= p."used_quantity" + p."refunded_quantity" THEN coalesce(p."refunded_at", o."paid_at", o."created_at") END
FROM "ticket_passes" p
JOIN "orders" o ON o."id" = p."order_id"
CROSS JOIN LATERAL generate_series(1, least(p."quantity", 255)) AS s(seq);--> statement-breakpoint
UPDATE "tickets" t SET "refund_id" = r."id"
FROM "refunds" r, "ticket_passes" p
WHERE r."order_id" = t."order_id" AND r."status" = 1 AND p."order_id" = t."order_id"
	AND t."used_at" IS NULL AND t."refunded_at" IS NULL
	AND t."seq" > p."quantity" - CASE WHEN r."quantity" > 0 THEN r."quantity" ELSE p."quantity" END;
